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
