import figures from "../../content/figures.json" with { type: "json" };
import { caseStudies } from "../../app/content/case-studies/case-study-files.server";
import { caseStudyLabels as labels } from "../../app/content/case-studies/labels";
import { caseStudyPath } from "../../app/content/case-studies/paths";
import { fillFacts } from "../../app/content/facts";
import {
  deliveryMonths,
  procurementRecognition,
} from "../../app/content/figures";
import { impactStats, managementStats } from "../../app/content/home";
import {
  oldestModernisedCodeBase,
  services,
  servicesSections,
} from "../../app/content/services";
import { expect, test } from "./fixtures";

const figure = `${oldestModernisedCodeBase.years} years`;
const service = services.find((candidate) =>
  candidate.features.some((feature) => feature.includes(figure)),
);

test("the 35-year code base figure is on /services, with the service it belongs to", async ({
  page,
}) => {
  if (!service) throw new Error(`No service tells "${figure}"`);
  await page.goto("/services");
  const card = page.getByRole("article", { name: service.title });
  // Features past the first four sit behind the card's "Additional features" disclosure.
  if (service.features.findIndex((feature) => feature.includes(figure)) >= 4)
    await card
      .getByText(servicesSections.catalogue.additionalFeaturesLabel)
      .click();
  await expect(
    card.getByRole("listitem").filter({ hasText: figure }),
  ).toHaveCount(1);
});

test.describe("figures on /home", () => {
  test("each impact and management figure is told by one section only, with its basis", async ({
    page,
  }) => {
    await page.goto("/home");
    const sections = page
      .getByRole("main")
      .locator(":scope > section, :scope > * > section");
    const texts = await sections.allTextContents();
    for (const stat of [
      ...impactStats.map((s) => ({ value: s.number, source: s.source })),
      ...managementStats,
    ]) {
      const telling = texts.filter((text) => text.includes(stat.value));
      expect(telling, `"${stat.value}" is told in one section`).toHaveLength(1);
      expect(telling[0]).toContain(stat.source);
    }
  });

  test("the procurement line is the same words on /home and /contact", async ({
    page,
  }) => {
    await page.goto("/home");
    await expect(page.getByRole("main")).toContainText(procurementRecognition);
    await page.goto("/contact");
    await expect(page.getByRole("main")).toContainText(procurementRecognition);
  });

  test("ranges are set with an en dash", async ({ page }) => {
    await page.goto("/home");
    await expect(page.getByRole("main")).not.toContainText(
      /\d-\d+ (months|people)/,
    );
    await expect(page.getByRole("main")).toContainText(deliveryMonths);
  });
});

test.describe("before → after figures", () => {
  const withBefore = caseStudies.flatMap((study) =>
    [study.highlight, ...study.results.metrics]
      .filter((metric) => metric.from)
      .map((metric) => ({ study, metric })),
  );

  test("read “42% → 99.8%”, heard “from 42% to 99.8%”, never struck through, and fit 320 px", async ({
    page,
  }) => {
    expect(withBefore.length).toBeGreaterThan(0);
    await page.setViewportSize({ width: 320, height: 800 });
    for (const { study, metric } of withBefore) {
      await page.goto(caseStudyPath(study.id));
      const heard = `${labels.from} ${metric.from} ${labels.to} ${metric.value}`;
      const figure = page
        .getByRole("main")
        .getByRole("definition")
        .filter({ hasText: metric.value })
        .first();
      if (study.results.metrics.includes(metric)) {
        await expect(figure).toMatchAriaSnapshot(`- definition: ${heard}`);
        // What is seen, the visually hidden words left out: the before, an arrow, the after.
        const seen = await figure.evaluate((element) => {
          const copy = element.cloneNode(true) as Element;
          copy
            .querySelectorAll(".sr-only")
            .forEach((hidden) => hidden.remove());
          return {
            // The space around the arrow is the layout’s gap, not a character.
            text: copy.textContent.replace(/\s+/g, ""),
            struck: [...element.querySelectorAll("*")].some((node) =>
              getComputedStyle(node).textDecorationLine.includes(
                "line-through",
              ),
            ),
          };
        });
        expect(seen).toEqual({
          text: `${metric.from}→${metric.value}`.replace(/\s+/g, ""),
          struck: false,
        });
      }
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= window.innerWidth,
        ),
        `${caseStudyPath(study.id)} has no horizontal overflow at 320 px`,
      ).toBe(true);
    }
  });
});

test("every figure shown states what it measures or its basis beside it", async ({
  page,
}) => {
  await page.goto("/home");
  for (const figure of figures.figures) {
    const tiles = page
      .getByRole("main")
      .locator("li, div, article")
      .filter({ hasText: figure.value })
      .filter({ hasText: fillFacts(`{${figure.token}Basis}`) });
    const shown = await page
      .getByRole("main")
      .getByText(figure.value, { exact: true })
      .count();
    if (shown > 0) expect(await tiles.count(), figure.token).toBeGreaterThan(0);
  }
});
