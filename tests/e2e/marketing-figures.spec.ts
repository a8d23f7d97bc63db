import figures from "../../content/figures.json" with { type: "json" };
import { caseStudies } from "../../app/content/case-studies/case-study-files.server";
import { caseStudyLabels as labels } from "../../app/content/case-studies/labels";
import { caseStudyPath } from "../../app/content/site-map";
import { facts, fillFacts } from "../../app/content/facts";
import { basisLabel, procurementRecognition } from "../../app/content/figures";
import { impactStats, managementStats } from "../../app/content/home";
import {
  oldestModernisedCodeBase,
  services,
  servicesSections,
} from "../../app/content/services";
import { expect, test } from "./fixtures";
import { routes } from "./site";

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
    await expect(page.getByRole("main")).toContainText(
      facts.deliveryMonths ?? "",
    );
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

/**
 * Each figure of content/figures.json as it is shown set large (its value, or the years since a
 * year: {liveSinceYears}), with the basis a visitor must find under it: “Basis: …”.
 */
const shownFigures = figures.figures.map((figure) => ({
  token: figure.token,
  values: [figure.value, facts[`${figure.token}Years`]].filter(
    (value): value is string => Boolean(value),
  ),
  basis: `${basisLabel} ${fillFacts(`{${figure.token}Basis}`)}`,
}));

for (const route of routes)
  test(`${route.path}: every figure set large states its basis under it`, async ({
    page,
  }) => {
    await page.goto(route.path);
    const missing = await page.getByRole("main").evaluate(
      (main, { shown, studies, onStudyPage }) => {
        const text = (element: Element) =>
          (element.textContent ?? "").replace(/\s+/g, " ").trim();
        const problems: string[] = [];
        for (const element of main.querySelectorAll("*")) {
          const figure = shown.find((candidate) =>
            candidate.values.includes(text(element)),
          );
          // Set large: the innermost element holding the figure, at 1.5 rem or more.
          if (
            !figure ||
            [...element.children].some(
              (child) => text(child) === text(element),
            ) ||
            parseFloat(getComputedStyle(element).fontSize) < 24
          )
            continue;
          // A case study's own result, on its card, in its dialog or on its page, is its basis;
          // a date on a timeline is told by the line beside it.
          const presentation = element.closest("article, [role='dialog'], a");
          if (
            onStudyPage ||
            element.closest("time") ||
            studies.some(
              (title) => presentation && text(presentation).includes(title),
            )
          )
            continue;
          // Near it: in the figure's own group, a few elements up.
          let group: Element | null = element;
          for (let up = 0; up < 3 && group; up += 1)
            group = group.parentElement;
          if (!group || !text(group).includes(figure.basis))
            problems.push(
              `${figure.values[0]} ({${figure.token}}): no “${figure.basis}”`,
            );
        }
        return problems;
      },
      {
        shown: shownFigures,
        studies: caseStudies.map((study) => study.title),
        onStudyPage: caseStudies.some(
          (study) => caseStudyPath(study.id) === route.path,
        ),
      },
    );
    expect(missing).toEqual([]);
  });
