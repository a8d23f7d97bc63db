import type { Page } from "@playwright/test";

import consent from "../../content/consent.json" with { type: "json" };
import {
  offTheShelfSolutions,
  clientWall,
  productLinkText,
} from "../../app/content/home";
import { footerText } from "../../app/content/navigation";
import { named, watchAnalytics } from "./analytics-debug";
import { dataLayerCommands, standInForGtag } from "./gtag-stand-in";
import { visitBeforeHydration } from "./before-hydration";
import { identity, linkName } from "./site";
import { expect, test, TEST_MEASUREMENT_ID } from "./fixtures";

const { banner: consentBanner, settings: consentSettings } = consent;

const GTAG_URL = `https://www.googletagmanager.com/gtag/js?id=${TEST_MEASUREMENT_ID}`;

test.describe("consent on first visit", () => {
  test.use({ consent: "unset", site: "with-analytics" });

  // axe-core with the banner and the settings dialog: tests/e2e/gates/axe.spec.ts.
  test("the banner offers Accept, Reject and Manage", async ({ page }) => {
    await page.goto("/home");
    const banner = page.getByRole("region", {
      name: consentBanner.title,
    });
    await expect(banner).toBeVisible();
    for (const name of [
      consentBanner.accept,
      consentBanner.reject,
      consentBanner.manage,
    ]) {
      await expect(
        banner.getByRole("button", { name, exact: true }),
      ).toBeVisible();
    }
  });

  test("nothing leaves the site before consent, however the visitor browses", async ({
    page,
    thirdPartyRequests,
  }) => {
    await page.goto("/home");
    await page.mouse.wheel(0, 4000);
    await page.getByRole("link", { name: clientWall.caseStudiesLink }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await page.goBack();
    await expect(
      page.getByRole("region", { name: consentBanner.title }),
    ).toBeVisible();
    expect(thirdPartyRequests).toEqual([]);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  });

  test("accepting loads the Google tag after consent default and consent update, in order", async ({
    page,
    thirdPartyRequests,
  }) => {
    // A stand-in for gtag.js, so the site's own calls can be watched in the data layer.
    const tagRequests: string[] = [];
    await page.route("https://www.googletagmanager.com/**", (route) => {
      tagRequests.push(route.request().url());
      return route.fulfill({
        contentType: "text/javascript",
        body: "/* gtag.js stand-in */",
      });
    });
    await page.goto("/home");
    expect(tagRequests).toEqual([]);
    await page
      .getByRole("button", { name: consentBanner.accept, exact: true })
      .click();
    await expect(
      page.getByRole("region", { name: consentBanner.title }),
    ).toBeHidden();
    await expect.poll(() => tagRequests).toEqual([GTAG_URL]);
    expect(thirdPartyRequests).toEqual([]);

    const commands = await page.evaluate(() =>
      (window.dataLayer ?? []).map((entry) => {
        const args = Array.from(entry as ArrayLike<unknown>);
        return [args[0], args[1] instanceof Date ? "date" : args[1], args[2]];
      }),
    );
    expect(commands.slice(0, 4)).toEqual([
      [
        "consent",
        "default",
        {
          ad_storage: "denied",
          ad_user_data: "denied",
          ad_personalization: "denied",
          analytics_storage: "denied",
        },
      ],
      ["consent", "update", { analytics_storage: "granted" }],
      ["js", "date", undefined],
      ["config", TEST_MEASUREMENT_ID, { send_page_view: false }],
    ]);
    // The page view queued before the choice reaches Google once the tag is in place.
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window.dataLayer ?? []).map(
            (entry) => Array.from(entry as ArrayLike<unknown>)[1],
          ),
        ),
      )
      .toContain("page_view");

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(
      page.getByRole("region", { name: consentBanner.title }),
    ).toBeHidden();
  });

  test("rejecting stores the choice and never loads the tag", async ({
    page,
    thirdPartyRequests,
  }) => {
    await page.goto("/home");
    await page
      .getByRole("button", { name: consentBanner.reject, exact: true })
      .click();
    await expect(
      page.getByRole("region", { name: consentBanner.title }),
    ).toBeHidden();
    await page.reload();
    await page
      .getByRole("link", { name: linkName("/services"), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(
      page.getByRole("region", { name: consentBanner.title }),
    ).toBeHidden();
    expect(thirdPartyRequests).toEqual([]);
  });

  test("Manage sets each category", async ({ page, thirdPartyRequests }) => {
    await page.goto("/home");
    await page
      .getByRole("button", { name: consentBanner.manage, exact: true })
      .click();
    const dialog = page.getByRole("dialog", { name: consentSettings.title });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole("checkbox", { name: consentSettings.necessary.title }),
    ).toBeChecked();
    await expect(
      dialog.getByRole("checkbox", { name: consentSettings.necessary.title }),
    ).toBeDisabled();
    const analytics = dialog.getByRole("checkbox", {
      name: consentSettings.analytics.title,
    });
    await expect(analytics).not.toBeChecked();

    await analytics.check();
    await dialog.getByRole("button", { name: consentSettings.save }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => thirdPartyRequests).toContain(GTAG_URL);
  });

  test("debug events wait for consent, then arrive in order", async ({
    page,
  }) => {
    const events = await watchAnalytics(page);
    await page.goto("/home");
    await expect(
      page.getByRole("region", { name: consentBanner.title }),
    ).toBeVisible();
    expect(events).toEqual([]);
    await page
      .getByRole("button", { name: consentBanner.accept, exact: true })
      .click();
    await expect
      .poll(() => events.map((e) => e.name).slice(0, 2))
      .toEqual(["page_view", "user_action"]);
    expect(events[0]?.params).toMatchObject({ page_path: "/home" });
  });
});

test.describe("cookie settings from the footer", () => {
  test.use({ consent: "denied" });

  test("change an earlier choice", async ({ page }) => {
    await page.goto("/about");
    await page
      .getByRole("contentinfo")
      .getByRole("button", { name: footerText.cookieSettings })
      .click();
    const dialog = page.getByRole("dialog", { name: consentSettings.title });
    await dialog
      .getByRole("checkbox", { name: consentSettings.analytics.title })
      .check();
    await dialog.getByRole("button", { name: consentSettings.save }).click();
    await expect(dialog).toBeHidden();
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem("khanyisa:consent") ?? "{}"),
    );
    expect(stored).toMatchObject({
      necessary: true,
      analytics: true,
      version: 1,
    });
  });
});

test.describe("the debug event stream", () => {
  test.use({ consent: "granted" });

  test("client navigation sends page_view and user_action with the spec's fields", async ({
    page,
  }) => {
    const events = await watchAnalytics(page);
    await page.goto("/home");
    await expect.poll(() => named(events, "page_view").length).toBe(1);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: linkName("/services") })
      .click();
    await expect(page).toHaveURL(/\/services$/);
    await expect.poll(() => named(events, "page_view").length).toBe(2);

    expect(named(events, "page_view")[1]?.params).toEqual({
      page_path: "/services",
      page_title: `Services | ${identity.name}`,
      page_location: expect.stringMatching(/\/services$/),
    });
    // Each event crosses to Node on its own: the user_action may land after the page_view.
    await expect
      .poll(() => named(events, "user_action").at(-1)?.params)
      .toEqual({
        action: "page_view",
        context: "navigation",
        page: "/services",
        page_title: `Services | ${identity.name}`,
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        navigation_type: "route_change",
      });
    expect(named(events, "device_type")).toHaveLength(1);
  });

  test("scroll depth reports 25, 50, 75 and 100 once each per page view", async ({
    page,
  }) => {
    const events = await watchAnalytics(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/services");
    await expect.poll(() => named(events, "page_view").length).toBe(1);
    const height = await page.evaluate(
      () => document.documentElement.scrollHeight,
    );
    // Only the visitor's own scrolling counts: it starts with a turn of their wheel.
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 1);
    for (let y = 0; y <= height; y += 400) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(30);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() =>
      window.scrollTo(0, document.documentElement.scrollHeight),
    );
    await expect
      .poll(() => named(events, "scroll_depth").map((e) => e.params.percent))
      .toEqual([25, 50, 75, 100]);
    await page.waitForTimeout(200);
    expect(named(events, "scroll_depth")).toHaveLength(4);
  });

  test("an external link sends external_link_click", async ({ page }) => {
    const events = await watchAnalytics(page);
    await page.goto("/home");
    const product = offTheShelfSolutions.find((solution) => solution.url);
    if (!product?.url) throw new Error("No product links to its website.");
    const link = page.getByRole("link", {
      name: productLinkText("website", product.title),
    });
    await link.click();
    await expect
      .poll(() =>
        named(events, "external_link_click").map((e) => e.params.link_url),
      )
      .toEqual([new URL(product.url).href]);
  });
});

test.describe("every way to accept ends where Accept in the banner ends", () => {
  test.use({ site: "with-analytics" });

  const banner = (page: Page) =>
    page.getByRole("region", { name: consentBanner.title });
  const settings = (page: Page) =>
    page.getByRole("dialog", { name: consentSettings.title });
  const openCookieSettings = (page: Page) =>
    page
      .getByRole("contentinfo")
      .getByRole("button", { name: footerText.cookieSettings })
      .click();

  const paths: {
    name: string;
    consent: "unset" | "denied";
    accept: (page: Page) => Promise<void>;
  }[] = [
    {
      name: "banner Accept",
      consent: "unset",
      accept: (page) =>
        banner(page)
          .getByRole("button", { name: consentBanner.accept, exact: true })
          .click(),
    },
    {
      name: "banner Manage, analytics ticked, Save choices",
      consent: "unset",
      accept: async (page) => {
        await banner(page)
          .getByRole("button", { name: consentBanner.manage })
          .click();
        await settings(page)
          .getByRole("checkbox", { name: /Analytics/ })
          .check();
        await settings(page)
          .getByRole("button", { name: consentSettings.save })
          .click();
      },
    },
    {
      name: "banner Manage, Accept all",
      consent: "unset",
      accept: async (page) => {
        await banner(page)
          .getByRole("button", { name: consentBanner.manage })
          .click();
        await settings(page)
          .getByRole("button", { name: consentSettings.acceptAll })
          .click();
      },
    },
    {
      name: "banner Reject, then Cookie settings on the same page",
      consent: "unset",
      accept: async (page) => {
        await banner(page)
          .getByRole("button", { name: consentBanner.reject })
          .click();
        await expect(banner(page)).toBeHidden();
        await openCookieSettings(page);
        await settings(page)
          .getByRole("checkbox", { name: /Analytics/ })
          .check();
        await settings(page)
          .getByRole("button", { name: consentSettings.save })
          .click();
      },
    },
    {
      name: "rejected on an earlier visit, Cookie settings Accept all",
      consent: "denied",
      accept: async (page) => {
        await openCookieSettings(page);
        await settings(page)
          .getByRole("button", { name: consentSettings.acceptAll })
          .click();
      },
    },
  ];

  for (const path of paths) {
    test.describe(path.name, () => {
      test.use({ consent: path.consent });

      test(`${path.name}: page view, device type and the Google tag, once`, async ({
        page,
        thirdPartyRequests,
      }) => {
        // Several page loads and lazy chunks: slow on a loaded machine.
        test.slow();
        const events = await watchAnalytics(page);
        await page.goto("/home");
        // The banner's chunk loads after hydration: slow on a loaded machine.
        if (path.consent === "unset")
          await expect(banner(page)).toBeVisible({ timeout: 15_000 });
        await path.accept(page);
        await expect(banner(page)).toBeHidden();
        await expect(settings(page)).toBeHidden();

        await expect
          .poll(() => thirdPartyRequests, { timeout: 15_000 })
          .toContain(GTAG_URL);
        await expect
          .poll(() => named(events, "device_type").length, { timeout: 15_000 })
          .toBe(1);
        expect(
          named(events, "page_view").map((e) => e.params.page_path),
        ).toEqual(["/home"]);
        expect(named(events, "device_type")[0]?.params).toMatchObject({
          device_type: "desktop",
          viewport_width: expect.any(Number),
        });
        expect(
          await page.evaluate(() => ({
            stored: JSON.parse(localStorage.getItem("khanyisa:consent") ?? "{}")
              .analytics,
            visit: sessionStorage.getItem("analytics:device-reported"),
          })),
        ).toEqual({ stored: true, visit: "1" });
      });
    });
  }
});

test.describe("withdrawing consent reaches the Google tag", () => {
  test.use({ site: "with-analytics", consent: "unset" });
  // A request still being passed to the fixture's server when the test ends (a prefetch, the
  // version check) is dropped, not failed.
  test.afterEach(({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));

  // A host with a parent domain, where gtag.js puts its cookies on the parent (an address such
  // as 127.0.0.1 has none): the page is served from the fixture build under this name.
  const HOST = "www.khanyisa.test";
  const DENIED = {
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: "denied",
  };
  const GRANTED_AND_LOADED = [
    ["consent", "default", DENIED],
    ["consent", "update", { analytics_storage: "granted" }],
    ["js", "date"],
    ["config", TEST_MEASUREMENT_ID, { send_page_view: false }],
  ];

  async function visit(page: Page, baseURL: string | undefined) {
    await page.route(`http://${HOST}/**`, async (route) => {
      const url = new URL(route.request().url());
      const target = new URL(url.pathname + url.search, baseURL).href;
      // The fixture's server, on a busy machine, now and then resets a connection: try again,
      // as the browser itself would on a fresh connection.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await route.fulfill({ response: await route.fetch({ url: target }) });
          return;
        } catch (error) {
          if (attempt === 3 || !String(error).includes("ECONNRESET"))
            throw error;
        }
      }
    });
    const tag = await standInForGtag(page);
    await page.goto(`http://${HOST}/home`);
    await expect(
      page.getByRole("region", { name: consentBanner.title }),
    ).toBeVisible({ timeout: 15_000 });
    return tag;
  }

  const gaCookies = async (page: Page) =>
    (await page.context().cookies())
      .filter((cookie) => cookie.name.startsWith("_ga"))
      .map(({ name, domain }) => ({ name, domain }));
  const expectedCookies = [
    { name: "_ga", domain: ".khanyisa.test" },
    { name: `_ga_${TEST_MEASUREMENT_ID.slice(2)}`, domain: ".khanyisa.test" },
  ];

  const clickInBanner = (page: Page, name: string) =>
    page
      .getByRole("region", { name: consentBanner.title })
      .getByRole("button", { name, exact: true })
      .click();
  /** Cookie settings, then its button `name`; returns the data layer's length just before the click. */
  async function inCookieSettings(page: Page, name: string) {
    await page
      .getByRole("contentinfo")
      .getByRole("button", { name: footerText.cookieSettings })
      .click();
    const dialog = page.getByRole("dialog", { name: consentSettings.title });
    const button = dialog.getByRole("button", { name });
    await expect(button).toBeVisible();
    const before = (await dataLayerCommands(page))?.length ?? 0;
    await button.click();
    await expect(dialog).toBeHidden();
    return before;
  }

  /** Waits until the tag has the page view and its cookies are set: analytics is running. */
  async function untilMeasured(page: Page, collected: string[]) {
    await expect
      .poll(() => collected, { timeout: 15_000 })
      .toContain("page_view");
    await expect.poll(() => gaCookies(page)).toEqual(expectedCookies);
  }

  /**
   * After a withdrawal: the denial is the first command the data layer received since, the cookies
   * are gone, and browsing on (a route change, scrolling, a legal dialog, Back) adds nothing to
   * the data layer and sends nothing to Google.
   */
  async function expectWithdrawn(
    page: Page,
    collected: string[],
    before: number,
  ) {
    const commands = (await dataLayerCommands(page)) ?? [];
    // Only events the visitor's earlier clicks produced (a web vital reported at the first
    // input, say) may land between the snapshot and the withdrawal; from it on, the denial alone.
    const denial = commands.findIndex(
      (entry, index) => index >= before && entry[0] === "consent",
    );
    expect(denial).toBeGreaterThanOrEqual(before);
    expect(commands.slice(denial)).toEqual([["consent", "update", DENIED]]);
    expect(
      await page.evaluate(
        (id) =>
          (window as unknown as Record<string, unknown>)[`ga-disable-${id}`],
        TEST_MEASUREMENT_ID,
      ),
    ).toBe(true);
    expect(await gaCookies(page)).toEqual([]);
    const sent = collected.length;

    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: linkName("/services") })
      .click();
    await expect(page).toHaveURL(/\/services$/);
    await page.mouse.wheel(0, 2000);
    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
    await page
      .getByRole("contentinfo")
      .getByRole("link")
      .filter({ hasText: /policy/i })
      .first()
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    // The tracker's effects run after the frame that shows the page: let one frame pass.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => setTimeout(resolve)),
        ),
    );
    expect(await dataLayerCommands(page)).toEqual(commands);
    expect(collected.slice(sent)).toEqual([]);
    expect(await gaCookies(page)).toEqual([]);
    return commands;
  }

  test("Accept: the tag is granted and measuring, with its cookies", async ({
    page,
    baseURL,
  }) => {
    const { collected } = await visit(page, baseURL);
    await clickInBanner(page, consentBanner.accept);
    await untilMeasured(page, collected);
    const commands = (await dataLayerCommands(page)) ?? [];
    expect(commands.slice(0, 4)).toEqual(GRANTED_AND_LOADED);
    expect(commands.slice(4).every((entry) => entry[0] === "event")).toBe(true);
  });

  test("Reject: no data layer, no cookie, nothing sent", async ({
    page,
    baseURL,
    thirdPartyRequests,
  }) => {
    const { collected } = await visit(page, baseURL);
    await clickInBanner(page, consentBanner.reject);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: linkName("/services") })
      .click();
    await expect(page).toHaveURL(/\/services$/);
    expect(await dataLayerCommands(page)).toBeUndefined();
    expect(await gaCookies(page)).toEqual([]);
    expect(collected).toEqual([]);
    expect(thirdPartyRequests).toEqual([]);
  });

  test("Accept, then Cookie settings, Reject all: denied first, cookies removed, nothing more sent", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const { collected } = await visit(page, baseURL);
    await clickInBanner(page, consentBanner.accept);
    await untilMeasured(page, collected);
    const before = await inCookieSettings(page, consentSettings.rejectAll);
    const commands = await expectWithdrawn(page, collected, before);
    expect(commands.slice(0, 4)).toEqual(GRANTED_AND_LOADED);
  });

  test("Reject, Accept, Reject: the same, the tag loaded once", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const { collected, loads } = await visit(page, baseURL);
    await clickInBanner(page, consentBanner.reject);
    await inCookieSettings(page, consentSettings.acceptAll);
    await untilMeasured(page, collected);
    const before = await inCookieSettings(page, consentSettings.rejectAll);
    const commands = await expectWithdrawn(page, collected, before);
    expect(loads).toEqual([GTAG_URL]);
    expect(commands.slice(0, 4)).toEqual(GRANTED_AND_LOADED);
  });
});

test.describe("the banner from the first paint", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  const banner = (page: Page) =>
    page.getByRole("region", { name: consentBanner.title });
  /** The banner's title as React writes it into the HTML. */
  const titleInHtml = consentBanner.title
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");

  test.describe("on a first visit", () => {
    test.use({ consent: "unset" });

    test("is in the HTML as served", async ({ request }) => {
      const html = await (await request.get("/home")).text();
      expect(html).toContain(titleInHtml);
    });

    test("shows before the page's scripts run, covers at most a quarter of a 375 × 812 screen, and a press then counts", async ({
      page,
      baseURL,
    }) => {
      const visit = await visitBeforeHydration(
        page,
        new URL("/services", baseURL).href,
      );
      await expect(banner(page)).toBeVisible();
      const box = await banner(page).boundingBox();
      expect(box?.height).toBeLessThanOrEqual(812 / 4);
      // Fixed to the bottom edge: nothing of the page moves for it.
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(812, 0);
      for (const name of [
        consentBanner.accept,
        consentBanner.reject,
        consentBanner.manage,
      ])
        await expect(
          banner(page).getByRole("button", { name, exact: true }),
        ).toBeVisible();

      // Reject pressed before the banner's code has arrived is carried out once it has.
      await banner(page)
        .getByRole("button", { name: consentBanner.reject, exact: true })
        .click();
      await visit.hydrate();
      await expect(banner(page)).toBeHidden();
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              JSON.parse(localStorage.getItem("khanyisa:consent") ?? "{}")
                .analytics,
          ),
        )
        .toBe(false);
    });

    test("works from the keyboard once hydrated", async ({ page }) => {
      await page.goto("/home");
      const accept = banner(page).getByRole("button", {
        name: consentBanner.accept,
        exact: true,
      });
      await accept.focus();
      await expect(accept).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(
        banner(page).getByRole("button", {
          name: consentBanner.reject,
          exact: true,
        }),
      ).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(banner(page)).toBeHidden();
      await expect(page.getByRole("main")).toBeFocused();
    });
  });

  test.describe("for a visitor who has chosen", () => {
    test.use({ consent: "granted" });

    test("never shows, not even before the page's scripts run", async ({
      page,
      baseURL,
    }) => {
      const visit = await visitBeforeHydration(
        page,
        new URL("/home", baseURL).href,
      );
      await expect(
        page.getByRole("heading", { level: 1 }).first(),
      ).toBeVisible();
      await expect(banner(page)).toBeHidden();
      await visit.hydrate();
      await expect(banner(page)).toBeHidden();
      await expect(page.getByText(consentBanner.title)).toHaveCount(0);
    });
  });

  test.describe("where stored data cannot be read", () => {
    test.use({ consent: "unset" });

    test("a corrupt choice shows the banner, and it works", async ({
      page,
    }) => {
      await page.addInitScript(() =>
        window.localStorage.setItem("khanyisa:consent", "{not json"),
      );
      await page.goto("/home");
      await expect(banner(page)).toBeVisible();
      await banner(page)
        .getByRole("button", { name: consentBanner.accept, exact: true })
        .click();
      await expect(banner(page)).toBeHidden();
    });
  });
});
