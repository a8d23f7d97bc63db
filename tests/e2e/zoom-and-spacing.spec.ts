import type { Locator, Page } from "@playwright/test";

import consent from "../../content/consent.json" with { type: "json" };
import { caseStudies } from "../../app/content/case-studies/case-study-files.server";
import { legalLinks } from "../../app/content/legal";
import { tabThroughPage } from "../gates/keyboard";
import { findHorizontalOverflow, TEXT_SPACING } from "../gates/overflow";
import { expect, test } from "./fixtures";
import { routes } from "./site";

const { banner: consentBanner } = consent;

/** 1280 × 1024 at 400 % zoom: the reflow viewport of WCAG 1.4.10, at its shortest. */
const ZOOMED = { width: 320, height: 256 };

/** How many CSS pixels of a box the viewport shows, vertically. */
function visibleHeight(locator: Locator) {
  return locator.evaluate((element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return Math.max(0, Math.min(bottom, innerHeight) - Math.max(top, 0));
  });
}

/** Whether the element under each of a box's five probe points belongs to the box. */
function isUncovered(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inset = 2;
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
    ] as const;
    return points.some(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === element || element.contains(hit));
    });
  });
}

/** Presses Tab until `target` has focus (at most `limit` presses). */
async function tabUntilFocused(page: Page, target: Locator, limit = 80) {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement))
      return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test.describe("case-study cards show keyboard focus (WCAG 2.4.7)", () => {
  // Tall enough that each whole card, and the band around it, is on screen.
  test.use({ viewport: { width: 1280, height: 1600 } });
  // Tabbing to the card and two screenshots: slow on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  for (const study of caseStudies) {
    test(`the ring around "${study.title}" is drawn, not clipped`, async ({
      page,
    }) => {
      await page.goto("/case-studies");
      const link = page.getByRole("link", { name: study.title });
      const card = page.getByRole("article").filter({ has: link });
      await card.scrollIntoViewIfNeeded();
      await page.mouse.move(0, 0);
      const box = await card.boundingBox();
      if (!box) throw new Error("the card has no box");
      const margin = 8;
      const clip = {
        x: box.x - margin,
        y: box.y - margin,
        width: box.width + margin * 2,
        height: box.height + margin * 2,
      };
      const before = await page.screenshot({ clip, animations: "disabled" });
      await tabUntilFocused(page, link);
      await expect(link).toBeFocused();
      const after = await page.screenshot({ clip, animations: "disabled" });
      // Pixels that changed in the band just outside the card, on each of its four sides.
      // Decoded in a blank page: the site's CSP rightly refuses data: images.
      const blank = await page.context().newPage();
      const changedSides = await blank.evaluate(
        async ({ before, after, margin }) => {
          const load = async (base64: string) => {
            const image = new Image();
            image.src = `data:image/png;base64,${base64}`;
            await image.decode();
            const canvas = document.createElement("canvas");
            canvas.width = image.width;
            canvas.height = image.height;
            const context = canvas.getContext("2d");
            if (!context) throw new Error("no canvas");
            context.drawImage(image, 0, 0);
            return context.getImageData(0, 0, image.width, image.height);
          };
          const [a, b] = await Promise.all([load(before), load(after)]);
          const band = margin; // one device pixel to the CSS pixel here
          const sides = { top: 0, right: 0, bottom: 0, left: 0 };
          for (let y = 0; y < a.height; y += 1)
            for (let x = 0; x < a.width; x += 1) {
              const i = (y * a.width + x) * 4;
              let distance = 0;
              for (let channel = 0; channel < 3; channel += 1)
                distance += Math.abs(
                  (a.data[i + channel] ?? 0) - (b.data[i + channel] ?? 0),
                );
              const differs = distance > 60;
              if (!differs) continue;
              if (y < band) sides.top += 1;
              else if (y >= a.height - band) sides.bottom += 1;
              else if (x < band) sides.left += 1;
              else if (x >= a.width - band) sides.right += 1;
            }
          return sides;
        },
        {
          before: before.toString("base64"),
          after: after.toString("base64"),
          margin,
        },
      );
      await blank.close();
      // A ring at least 2 px thick along most of each side.
      expect(changedSides.top).toBeGreaterThan(box.width);
      expect(changedSides.bottom).toBeGreaterThan(box.width);
      expect(changedSides.left).toBeGreaterThan(box.height);
      expect(changedSides.right).toBeGreaterThan(box.height);
    });
  }
});

test.describe("dialogs at 320 × 256 px (400 % zoom, WCAG 1.4.10)", () => {
  test.use({ viewport: ZOOMED });

  async function expectUsable(page: Page, dialog: Locator) {
    // The dialog's code loads on demand: allow for a busy machine.
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    const close = dialog.getByRole("button", { name: "Close" });
    // The dialog's body is the first region in it (a document may hold regions of its own).
    const content = dialog.getByRole("region").first();
    // Close is on screen as the dialog opens, and some of its content shows beside the title.
    await expect(close).toBeInViewport();
    await expect.poll(() => visibleHeight(content)).toBeGreaterThan(24);
    // Scrolled to its end by keyboard, then Tab round to Close: it comes back into view.
    await content.evaluate((element) => {
      let scroller: Element | null = element;
      while (scroller && scroller.scrollHeight <= scroller.clientHeight + 1)
        scroller = scroller.parentElement;
      scroller?.scrollTo({ top: scroller.scrollHeight, behavior: "instant" });
    });
    await tabUntilFocused(page, close);
    await expect(close).toBeInViewport({ ratio: 1 });
    expect(await isUncovered(close)).toBe(true);
  }

  for (const study of caseStudies)
    test(`the "${study.title}" dialog shows content and keeps Close reachable`, async ({
      page,
    }) => {
      await page.goto(`/case-studies#${study.id}`);
      await expectUsable(page, page.getByRole("dialog", { name: study.title }));
    });

  for (const { slug, title } of legalLinks)
    test(`the ${slug} dialog shows content and keeps Close reachable`, async ({
      page,
    }) => {
      await page.goto("/home");
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: title })
        .click();
      await expectUsable(page, page.getByRole("dialog", { name: title }));
    });
});

test.describe("the consent banner at 320 × 256 px (WCAG 1.4.10, 2.4.11)", () => {
  test.use({ viewport: ZOOMED, consent: "unset" });

  const bannerOf = (page: Page) =>
    page.getByRole("region", { name: consentBanner.title });

  test("fits the viewport and scrolls inside itself", async ({ page }) => {
    await page.goto("/home");
    const banner = bannerOf(page);
    await expect(banner).toBeVisible();
    const fit = await banner.evaluate((element) => {
      const { top, bottom } = element.getBoundingClientRect();
      return {
        inside: top >= 0 && bottom <= innerHeight,
        // Leaves at least half the window to the page.
        share: (bottom - top) / innerHeight,
        scrolls:
          element.scrollHeight <= element.clientHeight ||
          ["auto", "scroll"].includes(getComputedStyle(element).overflowY),
      };
    });
    expect(fit).toEqual({ inside: true, share: fit.share, scrolls: true });
    expect(fit.share).toBeLessThanOrEqual(0.5);
    // Its last button scrolls into view inside it.
    const manage = banner.getByRole("button", { name: consentBanner.manage });
    await manage.focus();
    await expect(manage).toBeInViewport({ ratio: 1 });
  });

  // The focus gate's own walk (tests/gates): after every Tab, focus is in view, not wholly
  // covered (hit-tested at five points, WCAG 2.4.11) and visibly ringed; focus in the banner
  // counts like any other.
  for (const path of ["/home", "/contact"])
    test(`on ${path}, no focus stop hides wholly under it`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.goto(path);
      await expect(bannerOf(page)).toBeVisible();
      const { problems, reached } = await tabThroughPage(page);
      expect(problems).toEqual([]);
      expect(reached).toBeGreaterThan(5);
    });
});

test.describe("text spacing overridden at 320 px (WCAG 1.4.12)", () => {
  // A visitor's own style sheet is not the page's to refuse, as the site's CSP would an injected one.
  test.use({ viewport: { width: 320, height: 640 }, bypassCSP: true });

  for (const route of routes)
    test(`${route.path}: no text is clipped and nothing scrolls sideways`, async ({
      page,
    }) => {
      await page.goto(route.path);
      await page.addStyleTag({ content: TEXT_SPACING });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Two frames: the new spacing is laid out.
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(resolve)),
          ),
      );
      expect(await clippedText(page), route.path).toEqual([]);
      expect(await findHorizontalOverflow(page), route.path).toEqual({
        documentOverflow: 0,
        elements: [],
      });
    });
});

/**
 * Text a visitor should read that a clipping ancestor cuts: each visible text node (outside
 * `aria-hidden` and SVG drawings) whose box reaches past the padding box of an ancestor with
 * `overflow` hidden or clip. Visually hidden text (a 1 px box) is left alone.
 */
function clippedText(page: Page) {
  return page.evaluate(() => {
    const TOLERANCE = 1;
    const found: string[] = [];
    const walker = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent) continue;
      if (parent.closest("[aria-hidden='true'], svg, noscript, script, style"))
        continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      for (
        let ancestor: Element | null = parent;
        ancestor && ancestor !== document.body;
        ancestor = ancestor.parentElement
      ) {
        const style = getComputedStyle(ancestor);
        const clipsX = ["hidden", "clip"].includes(style.overflowX);
        const clipsY = ["hidden", "clip"].includes(style.overflowY);
        if (!clipsX && !clipsY) continue;
        const outer = ancestor.getBoundingClientRect();
        if (outer.width <= 1 || outer.height <= 1) break; // visually hidden
        const left = outer.left + ancestor.clientLeft;
        const top = outer.top + ancestor.clientTop;
        const right = left + ancestor.clientWidth;
        const bottom = top + ancestor.clientHeight;
        const cut =
          (clipsX &&
            (box.left < left - TOLERANCE || box.right > right + TOLERANCE)) ||
          (clipsY &&
            (box.top < top - TOLERANCE || box.bottom > bottom + TOLERANCE));
        if (cut) {
          found.push(
            `"${text.slice(0, 40)}" cut by <${ancestor.tagName.toLowerCase()} class="${ancestor.className.toString().slice(0, 60)}">`,
          );
          break;
        }
      }
    }
    return found;
  });
}
