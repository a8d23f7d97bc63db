import { contactDetails } from "../../app/content/contact";
import {
  footerMoreLinks,
  footerQuickLinks,
  footerText,
  getStartedLink,
  menuItems,
  skipLinkText,
} from "../../app/content/navigation";
import { expand } from "../../app/content/abbreviations";
import { visitBeforeHydration } from "./before-hydration";
import { expect, test } from "./fixtures";
import { articlePath } from "../../app/content/site-map";
import { articles, identity, linkName, menuExpanded } from "./site";

const MENU_ORDER = [
  "Home",
  "Services",
  "Case studies",
  "Technologies",
  "Blog",
  "About",
  "Contact",
];

test.describe("menu bar at 1024 px", () => {
  test.use({ viewport: { width: 1024, height: 800 } });

  test("is horizontal, in the spec's order, with no burger", async ({
    page,
  }) => {
    await page.goto("/services");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link")).toHaveText(MENU_ORDER);
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  });

  test("marks the current page, Home only on an exact match", async ({
    page,
  }) => {
    await page.goto(articlePath(articles[0]?.id ?? ""));
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(
      nav.getByRole("link", { name: linkName("/blog") }),
    ).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

    await page.goto("/home");
    await expect(
      nav.getByRole("link", { name: linkName("/home") }),
    ).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test("hydrates under the globals the tests wait for (fixtures.ts, untilHydrated)", async ({
    page,
  }) => {
    await page.goto("/home");
    const globals = await page.evaluate(() => [
      "__reactRouterContext" in window,
      "__reactRouterDataRouter" in window,
    ]);
    expect(
      globals,
      "React Router's window globals changed: untilHydrated would no longer wait. See docs/upgrade-checklist.md.",
    ).toEqual([true, true]);
  });

  test.describe("in the HTML as served, before any script runs", () => {
    test.use({ javaScriptEnabled: false });

    // React Router 8 prerenders each page at its path with a trailing slash; app/entry.server.tsx
    // renders it at the path it is served from, or Home (an exact match) would not be current.
    test("marks each menu page as the current one", async ({ page }) => {
      for (const item of menuItems) {
        await page.goto(item.route);
        const nav = page.getByRole("navigation", { name: "Main" });
        await expect(
          nav.getByRole("link", { name: item.name, exact: true }),
        ).toHaveAttribute("aria-current", "page");
        await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      }
    });
  });

  test("the logo and Get started lead home and to the contact section", async ({
    page,
  }) => {
    await page.goto("/about");
    await page
      .getByRole("banner")
      .getByRole("link", { name: `${identity.name}, home` })
      .click();
    await expect(page).toHaveURL(/\/home$/);

    await page
      .getByRole("banner")
      .getByRole("link", { name: "Get started" })
      .click();
    await expect(page).toHaveURL(/\/contact#contact$/);
    await expect(
      page.getByRole("heading", { name: contactDetails.title }),
    ).toBeInViewport();
  });
});

test.describe("menu panel at 1023 px", () => {
  test.use({ viewport: { width: 1023, height: 800 } });

  test("the burger opens and closes the panel it controls", async ({
    page,
  }) => {
    await page.goto("/home");
    const burger = page.getByRole("button", { name: "Menu" });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect.poll(() => menuExpanded(page)).toBe(false);
    const panelId = await burger.getAttribute("aria-controls");
    expect(panelId).toBeTruthy();

    await burger.click();
    await expect.poll(() => menuExpanded(page)).toBe(true);
    const panel = page.locator(`#${panelId}`);
    await expect(panel).toBeVisible();
    await expect(
      panel.getByRole("navigation", { name: "Main" }).getByRole("link"),
    ).toHaveText(MENU_ORDER);

    await burger.click();
    await expect.poll(() => menuExpanded(page)).toBe(false);
    await expect(panel).toBeHidden();
  });

  test("closes on an item click and goes there", async ({ page }) => {
    await page.goto("/home");
    await page.getByRole("button", { name: "Menu" }).click();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Technologies" })
      .click();
    await expect(page).toHaveURL(/\/technologies$/);
    await expect(page).toHaveTitle(`Technologies | ${identity.name}`);
    await expect.poll(() => menuExpanded(page)).toBe(false);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    // Focus moves to the new page's content.
    await expect(page.getByRole("main")).toBeFocused();
  });

  test("stays open, focus on the link, while the next page loads", async ({
    page,
  }) => {
    // Hold the Services page's code until the test lets it through: a slow network.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requested = false;
    await page.route(/\/assets\/services-[\w-]+\.js$/, async (route) => {
      requested = true;
      await released;
      await route.continue();
    });
    await page.goto("/home");
    await page.getByRole("button", { name: "Menu" }).click();
    const services = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: linkName("/services") });
    await services.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => requested).toBe(true);
    await expect(services).toBeVisible();
    await expect(services).toBeFocused();
    await expect(page).toHaveURL(/\/home$/);

    release();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("main")).toBeFocused();
  });

  test("a link to the page it is on closes it at once", async ({ page }) => {
    await page.goto("/contact");
    const burger = page.getByRole("button", { name: "Menu" });
    await burger.click();
    await page
      .locator("#mobile-menu")
      .getByRole("link", { name: "Get started" })
      .click();
    await expect(page).toHaveURL(/\/contact#contact$/);
    await expect.poll(() => menuExpanded(page)).toBe(false);
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });

  test("closes on Escape and gives focus back to the burger", async ({
    page,
  }) => {
    await page.goto("/home");
    const burger = page.getByRole("button", { name: "Menu" });
    await burger.click();
    await page.keyboard.press("Tab");
    await expect(
      page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: linkName("/home") }),
    ).toBeFocused();
    await page.keyboard.press("Escape");
    await expect.poll(() => menuExpanded(page)).toBe(false);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(burger).toBeFocused();
  });

  test("works from the keyboard alone", async ({ page }) => {
    await page.goto("/home");
    const burger = page.getByRole("button", { name: "Menu" });
    await burger.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => menuExpanded(page)).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(
      page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: linkName("/services") }),
    ).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/services$/);
    await expect.poll(() => menuExpanded(page)).toBe(false);
  });

  test("closes when the viewport grows to 1024 px", async ({ page }) => {
    await page.goto("/home");
    const burger = page.getByRole("button", { name: "Menu" });
    await burger.click();
    await expect.poll(() => menuExpanded(page)).toBe(true);
    await page.setViewportSize({ width: 1024, height: 800 });
    // CSS hides the panel at 1024 px at once; wait until the page itself has seen the wider
    // viewport and closed the menu. Resizing back within the same frame would otherwise go unseen
    // by the media query, as it would for any browser, and the panel would rightly reappear.
    await expect
      .poll(() =>
        page
          .locator("#mobile-menu")
          .evaluate((panel) => panel.matches(":popover-open")),
      )
      .toBe(false);
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await page.setViewportSize({ width: 1023, height: 800 });
    await expect.poll(() => menuExpanded(page)).toBe(false);
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });
});

test.describe("menu panel at 800 px", () => {
  test.use({ viewport: { width: 800, height: 800 } });

  test("lays a scrim over the page, shows one Get started, and a press on the page closes it", async ({
    page,
  }) => {
    await page.goto("/home");
    const banner = page.getByRole("banner");
    const getStarted = banner.getByRole("link", { name: getStartedLink.name });
    await expect(getStarted).toHaveCount(1);
    const bar = await banner.boundingBox();
    await page.getByRole("button", { name: "Menu" }).click();
    const panel = page.locator("#mobile-menu");
    await expect(panel).toBeVisible();
    // The bar's own Get started steps aside (no layout shift): the panel's is the only one.
    await expect(getStarted).toHaveCount(1);
    await expect(
      panel.getByRole("link", { name: getStartedLink.name }),
    ).toBeVisible();
    expect(await banner.boundingBox()).toEqual(bar);
    // The scrim is the panel's shadow, dimming the page below it.
    expect(
      await panel.evaluate((element) => getComputedStyle(element).boxShadow),
    ).toMatch(/rgba\(8, 18, 41, 0\.\d+\)/);
    await page.mouse.click(20, 790);
    await expect(panel).toBeHidden();
    await expect(getStarted).toBeVisible();
  });
});

for (const width of [1024, 1280, 1440])
  test.describe(`header at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("stays solid white over the dark hero band", async ({ page }) => {
      await page.goto("/home");
      await page.mouse.wheel(0, 200);
      await expect
        .poll(() => page.evaluate(() => window.scrollY))
        .toBeGreaterThan(0);
      const header = page.getByRole("banner");
      expect(
        await header.evaluate((element) => {
          const style = getComputedStyle(element);
          return [style.backgroundColor, style.backdropFilter];
        }),
      ).toEqual(["rgb(255, 255, 255)", "none"]);
    });
  });

test.describe("skip link", () => {
  test("is the first thing Tab reaches and moves focus to the main content", async ({
    page,
  }) => {
    await page.goto("/home");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: skipLinkText });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    await page.keyboard.press("Tab");
    // The next stop is inside the page content, not the menu.
    const insideMain = await page.evaluate(() =>
      Boolean(document.activeElement?.closest("main")),
    );
    expect(insideMain).toBe(true);
  });
});

test.describe("footer", () => {
  test("has the quick links and the others folded in after them, the badges, the registered company details and the copyright line", async ({
    page,
  }) => {
    await page.goto("/home");
    const footer = page.getByRole("contentinfo");
    await expect(
      footer
        .getByRole("navigation", { name: footerText.quickLinksTitle })
        .getByRole("link"),
    ).toHaveText(
      [...footerQuickLinks, ...footerMoreLinks].map((link) => link.name),
    );
    await expect(
      footer.getByRole("list", { name: "Credentials" }).getByRole("listitem"),
    ).toHaveText([
      `${expand("B-BBEE")} ${footerText.bbbeeBadge}`,
      ...footerText.badges,
    ]);
    await expect(footer).toContainText(footerText.copyright);
    await expect(footer).toContainText(footerText.registration);
    await expect(footer).toContainText(identity.legalName);
    await expect(footer).toContainText(identity.registrationNumber);
    await expect(footer).toContainText(identity.address.display);
    await expect(
      footer.getByRole("link", { name: identity.email }),
    ).toHaveAttribute("href", `mailto:${identity.email}`);
  });
});

test.describe("the burger before the page hydrates, at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("works from the first paint, and the hydrated page keeps what the visitor did", async ({
    page,
    baseURL,
  }) => {
    const visit = await visitBeforeHydration(
      page,
      new URL("/home", baseURL).href,
    );
    const burger = page.getByRole("button", { name: "Menu" });
    const menu = page
      .locator(`#${await burger.getAttribute("aria-controls")}`)
      .getByRole("navigation", { name: "Main" });

    // A tap, Escape, then Enter: all before any of the page's modules has run.
    await burger.click();
    await expect.poll(() => menuExpanded(page)).toBe(true);
    await expect(menu.getByRole("link")).toHaveText(MENU_ORDER);
    await page.keyboard.press("Escape");
    await expect.poll(() => menuExpanded(page)).toBe(false);
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();
    await page.keyboard.press("Enter");
    await expect.poll(() => menuExpanded(page)).toBe(true);
    await page.keyboard.press("Tab");
    const home = menu.getByRole("link", { name: linkName("/home") });
    await expect(home).toBeFocused();

    await visit.hydrate();
    // Still open, focus where it was; the hydrated header now works it.
    await expect(menu).toBeVisible();
    await expect.poll(() => menuExpanded(page)).toBe(true);
    await expect(home).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect.poll(() => menuExpanded(page)).toBe(false);
    await expect(burger).toBeFocused();
    // One tap, one change: the script that stood in has stopped.
    await burger.click();
    await expect.poll(() => menuExpanded(page)).toBe(true);
    await expect(menu).toBeVisible();
    await burger.click();
    await expect(menu).toBeHidden();
  });

  test("a panel opened and closed again before hydration stays closed", async ({
    page,
    baseURL,
  }) => {
    const visit = await visitBeforeHydration(
      page,
      new URL("/services", baseURL).href,
    );
    const burger = page.getByRole("button", { name: "Menu" });
    await burger.click();
    await burger.click();
    await visit.hydrate();
    await expect.poll(() => menuExpanded(page)).toBe(false);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await burger.click();
    await expect.poll(() => menuExpanded(page)).toBe(true);
  });
});
