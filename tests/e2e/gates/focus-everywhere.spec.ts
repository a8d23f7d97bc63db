import { tabThroughPage } from "../../gates/keyboard";
import { expect, test } from "../fixtures";
import { routes } from "../site";

/**
 * Gate: Tab walks every control of every route, top to bottom, and each one shows a focus
 * indicator with at least 3:1 contrast against what it is drawn on (WCAG 2.4.7 and 1.4.11),
 * inside the viewport and not under the sticky header or anything else (WCAG 2.4.11). The
 * journeys in keyboard.spec.ts cover the overlays; this covers the pages themselves.
 */

// Up to a hundred key presses on a long page, each followed by a look at focus.
test.describe.configure({ timeout: 90_000 });

for (const [name, viewport] of [
  ["phone", { width: 375, height: 800 }],
  ["desktop", { width: 1440, height: 900 }],
] as const) {
  test.describe(`every control on a ${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    for (const route of routes) {
      test(`${route.path}`, async ({ page }) => {
        await page.goto(route.path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const { problems, reached } = await tabThroughPage(page);
        // The skip link, the menu, the page's own controls and the footer, at the least.
        expect(reached).toBeGreaterThan(15);
        expect(problems).toEqual([]);
      });
    }
  });
}
