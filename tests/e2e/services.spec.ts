import {
  processSteps,
  serviceElementId,
  services,
  servicesSections,
  stepLabel,
} from "../../app/content/services";
import { expect, test } from "./fixtures";

function checkServicesContent() {
  test("shows the four-step process in order", async ({ page }) => {
    await page.goto("/services");
    const process = page.getByRole("region", {
      name: servicesSections.process.title,
    });
    await expect(process.getByRole("heading", { level: 3 })).toHaveText(
      processSteps.map((step) => step.name),
    );
    for (const index of processSteps.keys())
      await expect(
        process.getByText(stepLabel(index + 1), { exact: true }),
      ).toBeVisible();
  });

  test("shows every service, each with its first 4 features as core services and the rest as additional, a tap away", async ({
    page,
  }) => {
    await page.goto("/services");
    const catalogue = page.getByRole("region", {
      name: servicesSections.catalogue.title,
    });
    const labels = servicesSections.catalogue;
    const cards = catalogue.getByRole("article");
    await expect(cards).toHaveCount(services.length);
    for (const service of services) {
      const card = catalogue.getByRole("article", { name: service.title });
      await expect(
        card.getByRole("heading", { name: labels.coreServicesHeading }),
      ).toBeVisible();
      await expect(
        card.getByRole("list").nth(0).getByRole("listitem"),
      ).toHaveText(service.features.slice(0, 4));
      // The additional features sit behind a native disclosure, closed until asked for.
      const more = card.locator("details");
      await expect(more).not.toHaveAttribute("open");
      await more.getByText(labels.additionalFeaturesLabel).click();
      await expect(more).toHaveAttribute("open");
      await expect(more.getByRole("listitem")).toHaveText(
        service.features.slice(4),
      );
      if (service.stats) {
        // Each figure with its label: "80+ projects", "Since 2008", "100% satisfaction".
        await expect(card.locator("dt")).toHaveText([
          labels.record.projects,
          labels.record.experience,
          labels.record.satisfaction,
        ]);
        await expect(card.locator("dd")).toHaveText([
          service.stats.projects,
          service.stats.experience,
          service.stats.satisfaction,
        ]);
      }
    }
  });

  // One test per service: each is a page load of its own, and twelve in one test ran past the
  // test's time on a busy machine.
  for (const service of services)
    test(`a card the address points at comes into view below the sticky header: ${service.title}`, async ({
      page,
    }) => {
      // A page load at that address, as from a link elsewhere: from /services itself, a goto that
      // changes only the fragment is a jump within the page (the service index's test), where
      // the router's scroll restoration for the new history entry can win.
      await page.goto(`/services#${serviceElementId(service.id)}`);
      const card = page.getByRole("article", { name: service.title });
      await expect(card).toBeInViewport();
      const [header, box] = await Promise.all([
        page.getByRole("banner").boundingBox(),
        card.boundingBox(),
      ]);
      if (!header || !box) throw new Error(`${service.title}: no box`);
      expect(box.y, service.title).toBeGreaterThanOrEqual(
        header.y + header.height - 1,
      );
      // Its additional features are one tap away, in view.
      await expect(
        card.getByText(servicesSections.catalogue.additionalFeaturesLabel),
      ).toBeInViewport();
    });
}

test.describe("services", () => {
  checkServicesContent();

  test("the service index jumps to each card and opens its additional features", async ({
    page,
  }) => {
    await page.goto("/services");
    const index = page.getByRole("navigation", {
      name: "Services on this page",
    });
    await expect(index.getByRole("link")).toHaveCount(services.length);
    const service = services[5];
    if (!service) throw new Error("No sixth service");
    await index
      .getByRole("link", { name: service.shortName, exact: true })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`#${serviceElementId(service.id)}$`),
    );
    const card = page.getByRole("article", { name: service.title });
    await expect(
      card.getByRole("heading", { name: service.title, level: 3 }),
    ).toBeInViewport();
    await expect(card.locator("details")).toHaveAttribute("open");
  });

  test("arriving on a card's address opens its additional features", async ({
    page,
  }) => {
    for (const service of services) {
      await page.goto(`/services#${serviceElementId(service.id)}`);
      const card = page.getByRole("article", { name: service.title });
      await expect(card.locator("details")).toHaveAttribute("open");
      await expect(card.getByRole("listitem").last()).toHaveText(
        service.features.at(-1) ?? "",
      );
    }
  });
});

test.describe("services without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  checkServicesContent();
});
