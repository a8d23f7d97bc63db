import { consentBanner, consentSettings } from "../../../app/content/consent";
import { caseStudies } from "../../../app/content/case-studies/case-study-files.server";
import { findHorizontalOverflow } from "../../gates/overflow";
import { expect, test } from "../fixtures";
import { routes } from "../site";

/**
 * Gate: no route scrolls sideways, and nothing on it reaches past the viewport's edges (unless a
 * container of its own scrolls or clips it), at the five widths the site is designed for.
 */
const WIDTHS = [320, 375, 768, 1024, 1440] as const;

for (const route of routes) {
  test(`${route.path} fits ${WIDTHS.join(", ")} px`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto(route.path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      expect(
        await findHorizontalOverflow(page),
        `${route.path} at ${width} px`,
      ).toEqual({ documentOverflow: 0, elements: [] });
    }
  });
}

test.describe("with an overlay open on the narrowest screen", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the menu panel", async ({ page }) => {
    await page.goto("/home");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    expect(await findHorizontalOverflow(page)).toEqual({
      documentOverflow: 0,
      elements: [],
    });
  });

  test("each case-study dialog", async ({ page }) => {
    for (const study of caseStudies) {
      await page.goto(`/case-studies#${study.id}`);
      await expect(
        page.getByRole("dialog", { name: study.title }),
      ).toBeVisible();
      expect(await findHorizontalOverflow(page), study.id).toEqual({
        documentOverflow: 0,
        elements: [],
      });
    }
  });

  test.describe("before the visitor has chosen", () => {
    test.use({ consent: "unset" });

    test("the consent banner and its settings dialog", async ({ page }) => {
      await page.goto("/home");
      const banner = page.getByRole("region", {
        name: consentBanner.title,
      });
      await expect(banner).toBeVisible();
      expect(await findHorizontalOverflow(page), "banner").toEqual({
        documentOverflow: 0,
        elements: [],
      });
      await banner
        .getByRole("button", { name: consentBanner.manage, exact: true })
        .click();
      await expect(
        page.getByRole("dialog", { name: consentSettings.title }),
      ).toBeVisible();
      expect(await findHorizontalOverflow(page), "settings").toEqual({
        documentOverflow: 0,
        elements: [],
      });
    });
  });
});
