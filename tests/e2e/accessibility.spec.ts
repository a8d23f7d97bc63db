import { expect, expectNoAxeViolations, test } from "./fixtures";
import { routes } from "./site";

for (const width of [375, 1440]) {
  test.describe(`axe-core at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of routes) {
      test(`${route.path} has no violations`, async ({ page }) => {
        await page.goto(route.path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe("axe-core with the menu panel open", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the open panel has no violations", async ({ page }) => {
    await page.goto("/home");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test("no horizontal overflow at phone width", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const route of routes) {
    await page.goto(route.path);
    const overflow = await page.evaluate(
      () =>
        document.documentElement.scrollWidth -
        document.documentElement.clientWidth,
    );
    expect(
      overflow,
      `${route.path} overflows by ${overflow}px`,
    ).toBeLessThanOrEqual(0);
  }
});
