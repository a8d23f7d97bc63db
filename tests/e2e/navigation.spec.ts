import type { Page } from "@playwright/test";

import { closingCallToAction } from "../../app/content/calls-to-action";
import consent from "../../content/consent.json" with { type: "json" };
import {
  footerQuickLinks,
  footerText,
  getStartedLink,
  menuItems,
} from "../../app/content/navigation";
import { pagePath } from "../../app/content/site-map";
import { named, watchAnalytics } from "./analytics-debug";
import { expect, test } from "./fixtures";
import { menuExpanded } from "./site";

const { banner: consentBanner } = consent;

// A long page, reached from the footer's quick links.
const technologies = footerQuickLinks.find(
  (link) => link.route === pagePath.technologies,
);
if (!technologies)
  throw new Error("The footer's quick links no longer lead to /technologies.");
const [getStartedPath = "", getStartedFragment = ""] =
  getStartedLink.route.split("#");

/** Records every scroll position the window passes through, with the path it was on. */
async function recordScrolling(page: Page) {
  await page.evaluate(() => {
    const record: [string, number][] = [];
    (window as unknown as { scrolls: typeof record }).scrolls = record;
    window.addEventListener("scroll", () =>
      record.push([window.location.pathname, window.scrollY]),
    );
  });
  return async (pathname: string) =>
    page.evaluate(
      (path) =>
        (window as unknown as { scrolls: [string, number][] }).scrolls
          .filter(([at]) => at === path)
          .map(([, y]) => Math.round(y)),
      pathname,
    );
}

/** Resolves after the page has rendered two more frames (any scroll handler has had its frame). */
const twoFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(resolve)),
      ),
  );

const footerLink = (page: Page, name: string) =>
  page
    .getByRole("contentinfo")
    .getByRole("navigation", { name: footerText.quickLinksTitle })
    .getByRole("link", { name, exact: true });

for (const width of [375, 1280]) {
  test.describe(`arriving on a page at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("a link from the footer of a long page opens the next page at its top at once", async ({
      page,
    }) => {
      await page.goto("/home");
      const scrolledOn = await recordScrolling(page);
      await footerLink(page, technologies.name).click();
      await expect(page).toHaveURL(new RegExp(`${technologies.route}$`));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await twoFrames(page);
      // Never a position between the footer and the top: the page did not scroll through.
      expect(
        (await scrolledOn(technologies.route)).filter((y) => y !== 0),
      ).toEqual([]);
    });

    test("a link to a fragment of another page opens there at once", async ({
      page,
    }) => {
      await page.goto("/home");
      await footerLink(page, technologies.name).scrollIntoViewIfNeeded();
      const scrolledOn = await recordScrolling(page);
      const burger = page.getByRole("button", { name: "Menu" });
      if (await burger.isVisible()) await burger.click();
      await page
        .getByRole("banner")
        .getByRole("link", { name: getStartedLink.name })
        .click();
      await expect(page).toHaveURL(new RegExp(`${getStartedLink.route}$`));
      const target = page.locator(`#${getStartedFragment}`);
      await expect(target).toBeInViewport();
      await twoFrames(page);
      const final = await page.evaluate(() => Math.round(window.scrollY));
      expect(final).toBeGreaterThan(0);
      expect(
        (await scrolledOn(getStartedPath)).filter((y) => y !== final),
      ).toEqual([]);
    });
  });
}

test.describe("an in-page link", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("scrolls there smoothly", async ({ page }) => {
    await page.goto(getStartedPath);
    const scrolledOn = await recordScrolling(page);
    await page
      .getByRole("banner")
      .getByRole("link", { name: getStartedLink.name })
      .click();
    await expect(page.locator(`#${getStartedFragment}`)).toBeInViewport();
    await expect
      .poll(async () => new Set(await scrolledOn(getStartedPath)).size)
      .toBeGreaterThan(1);
  });

  test("jumps at once when the visitor asks for reduced motion", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(getStartedPath);
    const scrolledOn = await recordScrolling(page);
    await page
      .getByRole("banner")
      .getByRole("link", { name: getStartedLink.name })
      .click();
    await expect(page.locator(`#${getStartedFragment}`)).toBeInViewport();
    await twoFrames(page);
    expect(new Set(await scrolledOn(getStartedPath)).size).toBe(1);
  });
});

test.describe("scroll depth on arrival", () => {
  test.use({
    site: "with-analytics",
    consent: "granted",
    viewport: { width: 1280, height: 800 },
  });

  test("a page opened from the footer of a long page reports only the visitor's own scrolling", async ({
    page,
  }) => {
    const events = await watchAnalytics(page);
    await page.goto("/home");
    await expect.poll(() => named(events, "page_view").length).toBe(1);
    await footerLink(page, technologies.name).click();
    await expect(page).toHaveURL(new RegExp(`${technologies.route}$`));
    await expect.poll(() => named(events, "page_view").length).toBe(2);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await twoFrames(page);
    const depthOn = (path: string) =>
      named(events, "scroll_depth")
        .filter((event) => event.params.page_path === path)
        .map((event) => event.params.percent);
    expect(depthOn(technologies.route)).toEqual([]);

    // The tracker is live: the visitor's own scrolling is reported.
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 100_000);
    await expect
      .poll(() => depthOn(technologies.route))
      .toEqual([25, 50, 75, 100]);
  });
});

test.describe("the header", () => {
  test("nothing in it wraps or overflows, at any width from 320 to 1440 px", async ({
    page,
  }) => {
    // About a hundred resizes: seconds on a quiet machine, but each took up to 1.8 s at a load
    // average of 44 on two cores.
    test.setTimeout(300_000);
    // The longest item is the current page, whose pill must not split.
    const longest = menuItems.reduce((a, b) =>
      b.name.length > a.name.length ? b : a,
    );
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(longest.route);
    // The phone bar has room to spare: every 16 px; the wide bar, tight at 1024 px: every 8 px.
    const widths: number[] = [];
    for (let width = 320; width < 1024; width += 16) widths.push(width);
    widths.push(1023);
    for (let width = 1024; width <= 1440; width += 8) widths.push(width);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const problems = await page.evaluate(async (expected) => {
        while (window.innerWidth !== expected)
          await new Promise(requestAnimationFrame);
        const bar = document.querySelector("header > div") as HTMLElement;
        const found: string[] = [];
        const visible = (element: Element) =>
          element.checkVisibility() &&
          !document.getElementById("mobile-menu")?.contains(element);
        const walker = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT);
        // Every visible piece of text sits on one line.
        const textOf = (text: Node) => {
          const range = document.createRange();
          range.selectNodeContents(text);
          return range;
        };
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || !node.textContent?.trim() || !visible(parent))
            continue;
          const lines = new Set(
            [...textOf(node).getClientRects()]
              .filter((rect) => rect.width > 0)
              .map((rect) => Math.round(rect.top)),
          );
          if (lines.size > 1)
            found.push(`"${node.textContent.trim()}" on ${lines.size} lines`);
        }
        for (const element of bar.querySelectorAll("a, button")) {
          if (!visible(element)) continue;
          const rect = element.getBoundingClientRect();
          if (
            rect.left < 0 ||
            rect.right > document.documentElement.clientWidth
          )
            found.push(`${element.textContent || element.ariaLabel} overflows`);
        }
        if (bar.scrollWidth > bar.clientWidth) found.push("the bar overflows");
        // The burger below 1024 px, the horizontal menu from there: never both, never neither.
        const burger = bar.querySelector(
          "[aria-controls], [aria-label='Menu']",
        );
        const wideMenu = bar.querySelector("nav");
        const wide = expected >= 1024;
        if (burger?.checkVisibility() === wide) found.push("burger");
        if (wideMenu?.checkVisibility() !== wide) found.push("menu bar");
        return found;
      }, width);
      expect(problems, `at ${width} px`).toEqual([]);
    }
  });
});

test.describe("the menu without JavaScript, at 375 px", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("the Menu button opens the panel all the same", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(
      page
        .locator("#mobile-menu")
        .getByRole("navigation", { name: "Main" })
        .getByRole("link"),
    ).toHaveText(menuItems.map((item) => item.name));
  });
});

test.describe("the open menu panel, at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("Tab past its last item closes it, so focus never goes under it", async ({
    page,
  }) => {
    await page.goto("/home");
    const burger = page.getByRole("button", { name: "Menu" });
    await burger.click();
    await expect.poll(() => menuExpanded(page)).toBe(true);
    const panel = page.locator(
      `#${await burger.getAttribute("aria-controls")}`,
    );
    const panelLinks = panel.getByRole("link");
    const count = await panelLinks.count();
    for (let index = 0; index < count; index += 1) {
      await page.keyboard.press("Tab");
      await expect(panelLinks.nth(index)).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect.poll(() => menuExpanded(page)).toBe(false);
    await expect(panel).toBeHidden();
    // What has focus now is on screen, not under anything.
    const uncovered = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      const rect = focused.getBoundingClientRect();
      const hit = document.elementFromPoint(
        rect.left + Math.min(rect.width / 2, 8),
        rect.top + Math.min(rect.height / 2, 8),
      );
      return Boolean(hit && (focused === hit || focused.contains(hit)));
    });
    expect(uncovered).toBe(true);
  });

  test("Shift+Tab from its first item back to the Menu button keeps it open; Escape then closes it", async ({
    page,
  }) => {
    await page.goto("/home");
    const burger = page.getByRole("button", { name: "Menu" });
    await burger.click();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(burger).toBeFocused();
    await expect.poll(() => menuExpanded(page)).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect.poll(() => menuExpanded(page)).toBe(false);
    await expect(burger).toBeFocused();
  });
});

test.describe("buttons in forced-colours mode", () => {
  test.use({ consent: "unset", viewport: { width: 1440, height: 900 } });

  test("keep a visible border", async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active" });
    await page.goto("/services");
    // Saffron filled, brand-blue filled, and the header's outline (design log 081).
    const buttons = [
      page.getByRole("link", { name: closingCallToAction.primary.label }),
      page.getByRole("button", { name: consentBanner.accept, exact: true }),
      page.getByRole("banner").getByRole("link", { name: getStartedLink.name }),
    ];
    for (const control of buttons) {
      await expect(control).toBeVisible();
      const border = await control.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          width: parseFloat(style.borderTopWidth),
          style: style.borderTopStyle,
          colour: style.borderTopColor,
        };
      });
      expect(border.width, await control.innerText()).toBeGreaterThan(0);
      expect(border.style).not.toBe("none");
      expect(border.colour).not.toBe("rgba(0, 0, 0, 0)");
    }
  });
});
