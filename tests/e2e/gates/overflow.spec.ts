import { consentBanner, consentSettings } from "../../../app/content/consent";
import { caseStudies } from "../../../app/content/case-studies/case-study-files.server";
import { loadArticleIndex } from "../../../app/content/blog/article-files.server";
import { indexablePagesFor } from "../../../app/content/site-pages";
import { findLayoutProblems } from "../../gates/layout";
import { findHorizontalOverflow } from "../../gates/overflow";
import { expect, test } from "../fixtures";

/**
 * Gate: at the six widths the site is designed for, no page scrolls sideways, nothing on it
 * reaches past the viewport's edges (unless a container of its own scrolls or clips it), and its
 * text reads as set: no two texts drawn as one word, no word broken between two letters, no
 * running text squeezed into a column too narrow to read (tests/gates/layout.ts). Every page the
 * sitemap lists, so a new article, case study or page is checked as soon as it exists.
 */
const WIDTHS = [320, 375, 768, 1024, 1280, 1440] as const;
const paths = indexablePagesFor(loadArticleIndex()).map((page) => page.path);

for (const path of paths) {
  test(`${path} fits and reads at ${WIDTHS.join(", ")} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Every width's findings, so one run names them all.
    const found: Record<string, unknown> = {};
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await findHorizontalOverflow(page);
      const layout = await findLayoutProblems(page);
      const problems = {
        ...(overflow.documentOverflow
          ? { documentOverflow: overflow.documentOverflow }
          : {}),
        ...Object.fromEntries(
          Object.entries({ overflowing: overflow.elements, ...layout }).filter(
            ([, list]) => list.length > 0,
          ),
        ),
      };
      if (Object.keys(problems).length) found[`${width} px`] = problems;
    }
    expect(found, path).toEqual({});
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
