import {
  processSteps,
  services,
  servicesSections,
} from "../../app/content/services";
import { expect, test } from "./fixtures";

function checkServicesContent() {
  test("shows the four-step process in order", async ({ page }) => {
    await page.goto("/services");
    const process = page.getByRole("region", {
      name: servicesSections.process.title,
    });
    await expect(process.getByRole("heading", { level: 3 })).toHaveText([
      "Discover",
      "Design",
      "Develop",
      "Deploy",
    ]);
    expect(processSteps).toHaveLength(4);
  });

  test("shows 12 services, each with its first 4 features as core services and the rest as additional", async ({
    page,
  }) => {
    await page.goto("/services");
    const catalogue = page.getByRole("region", {
      name: servicesSections.catalogue.title,
    });
    const cards = catalogue.getByRole("article");
    await expect(cards).toHaveCount(12);
    for (const service of services) {
      const card = catalogue.getByRole("article", { name: service.title });
      const core = card.getByRole("list").nth(0);
      const additional = card.getByRole("list").nth(1);
      await expect(
        card.getByRole("heading", { name: "Core services" }),
      ).toBeVisible();
      await expect(
        card.getByRole("heading", { name: "Additional features" }),
      ).toBeVisible();
      await expect(core.getByRole("listitem")).toHaveText(
        service.features.slice(0, 4),
      );
      await expect(additional.getByRole("listitem")).toHaveText(
        service.features.slice(4),
      );
    }
  });
}

test.describe("services", () => {
  checkServicesContent();

  test("the service index jumps to each card", async ({ page }) => {
    await page.goto("/services");
    const index = page.getByRole("navigation", {
      name: "Services on this page",
    });
    await expect(index.getByRole("link")).toHaveCount(12);
    await index.getByRole("link", { name: "Fleet Telematics" }).click();
    await expect(page).toHaveURL(/#service-6$/);
    await expect(
      page.getByRole("heading", { name: "Fleet Telematics", level: 3 }),
    ).toBeInViewport();
  });
});

test.describe("services without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  checkServicesContent();
});
