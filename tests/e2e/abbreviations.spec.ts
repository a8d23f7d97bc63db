import type { Page } from "@playwright/test";

import { abbreviations } from "../../app/content/abbreviations";
import { expect, test } from "./fixtures";
import { routes } from "./site";

/**
 * The page's text as a visitor meets it: visible text nodes in document order, one string. Text
 * drawn inside an image (a case-study mock-up, role="img") is read as the image's label instead.
 */
function readableText(page: Page) {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      if (
        parent.closest(
          "[aria-hidden='true'], [role='img'], noscript, script, style, template",
        )
      )
        continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      parts.push(node.textContent);
    }
    return parts.join(" ").replace(/\s+/g, " ");
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");

test.describe("abbreviations are spelt out where a page first uses them (WCAG 3.1.4)", () => {
  for (const route of routes)
    test(route.path, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const text = await readableText(page);
      for (const [abbreviation, expansion] of Object.entries(abbreviations)) {
        const first = new RegExp(
          `(?<![\\w-])${escape(abbreviation)}(?![\\w])`,
        ).exec(text);
        if (!first) continue;
        // "Expansion (ABBR)" or "ABBR (Expansion)".
        const around = text.slice(
          Math.max(0, first.index - expansion.length - 3),
          first.index + abbreviation.length + expansion.length + 3,
        );
        expect(
          around.toLowerCase(),
          `${route.path}: the first "${abbreviation}" is spelt out`,
        ).toContain(expansion.toLowerCase());
      }
    });
});
