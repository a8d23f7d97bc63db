import type { Locator, Page } from "@playwright/test";

import consent from "../../../content/consent.json" with { type: "json" };
import { caseStudies } from "../../../app/content/case-studies/case-study-files.server";
import { caseStudyLabels } from "../../../app/content/case-studies/labels";
import { caseStudyPath } from "../../../app/content/site-map";
import { loadArticleIndex } from "../../../app/content/blog/article-files.server";
import { indexablePagesFor } from "../../../app/content/site-pages";
import { findLayoutProblems } from "../../gates/layout";
import {
  findEscapingText,
  findHorizontalOverflow,
  TEXT_SPACING,
} from "../../gates/overflow";
import { expect, test } from "../fixtures";

const { banner: consentBanner, settings: consentSettings } = consent;

/**
 * Gate: at the six widths the site is designed for, no page scrolls sideways, nothing on it
 * reaches past the viewport's edges (unless a container of its own scrolls or clips it) or past
 * the sides of a tile, card or button it sits in (findEscapingText), and its
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
      const escapingText = await findEscapingText(page);
      const problems = {
        ...(overflow.documentOverflow
          ? { documentOverflow: overflow.documentOverflow }
          : {}),
        ...Object.fromEntries(
          Object.entries({
            overflowing: overflow.elements,
            escapingText,
            ...layout,
          }).filter(([, list]) => list.length > 0),
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
      expect(await findEscapingText(page), study.id).toEqual([]);
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

/**
 * WCAG 1.4.10 and 1.4.12 on the results tiles of every case study, on its page and in its dialog:
 * at 320 px, and with text spacing at 320 and 375 px, no text runs out of its tile and no tile
 * overlaps another (“99.8%” ran 25 px out of its tile and under the next one; “3 months” lost
 * its “s”). A before/after figure says which is which to assistive technology, not only by its
 * drawn arrow.
 */
test.describe("case-study results tiles", () => {
  test.use({ bypassCSP: true });

  const cases = [
    { width: 320, spacing: false },
    { width: 320, spacing: true },
    { width: 375, spacing: true },
  ] as const;

  /** The tiles of the Results part, each with what the gate found in it. */
  async function checkTiles(page: Page, scope: Locator) {
    const results = scope
      .getByRole("heading", { name: caseStudyLabels.results, exact: true })
      .locator("xpath=..");
    const tiles = results.locator("dl > div");
    await expect(tiles.first()).toBeVisible();
    const escaping = await findEscapingText(page);
    const overlaps = await tiles.evaluateAll((elements) => {
      const boxes = elements.map((element) => element.getBoundingClientRect());
      const found: string[] = [];
      boxes.forEach((a, i) =>
        boxes.slice(i + 1).forEach((b, j) => {
          const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (x > 0.5 && y > 0.5) found.push(`tiles ${i + 1} and ${i + j + 2}`);
        }),
      );
      return found;
    });
    return { escaping, overlaps };
  }

  for (const study of caseStudies)
    for (const { width, spacing } of cases)
      test(`${study.id} at ${width} px${spacing ? " with text spacing" : ""}`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        const found: Record<string, unknown> = {};
        for (const [where, path] of [
          ["page", caseStudyPath(study.id)],
          ["dialog", `/case-studies#${study.id}`],
        ] as const) {
          await page.goto(path);
          const scope =
            where === "page"
              ? page.getByRole("main")
              : page.getByRole("dialog", { name: study.title });
          await expect(scope).toBeVisible();
          if (spacing) await page.addStyleTag({ content: TEXT_SPACING });
          // Two frames: the new spacing is laid out.
          await page.evaluate(
            () =>
              new Promise((resolve) =>
                requestAnimationFrame(() => requestAnimationFrame(resolve)),
              ),
          );
          const { escaping, overlaps } = await checkTiles(page, scope);
          if (escaping.length || overlaps.length)
            found[where] = { escaping, overlaps };
        }
        expect(found).toEqual({});
      });

  test("a before/after figure names the before and the after", async ({
    page,
  }) => {
    const { from, to } = caseStudyLabels;
    const changes = caseStudies.flatMap((study) => [
      ...(study.highlight.from
        ? [{ path: "/case-studies", ...study.highlight }]
        : []),
      ...study.results.metrics
        .filter((metric) => metric.from)
        .map((metric) => ({ path: caseStudyPath(study.id), ...metric })),
    ]);
    // Content without a before/after figure has nothing to check here.
    for (const { path, from: before, value } of changes) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // What assistive technology reads: the accessibility tree's text, not the DOM's.
      expect(await page.getByRole("main").ariaSnapshot()).toContain(
        `${from} ${before} ${to} ${value}`,
      );
    }
  });
});
