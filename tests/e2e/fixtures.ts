import { test as base, expect, type Page } from "@playwright/test";

import { CONSENT_STORAGE_KEY } from "../../app/lib/consent/consent";
import { axeViolations } from "../gates/axe";

export const TEST_MEASUREMENT_ID = "G-TESTE2E000";

interface Options {
  /**
   * Which build to visit: the shipped one (served as `npm start` serves it, by nginx with the
   * generated config, or by superstatic with the generated firebase.json, as Firebase Hosting
   * would), or the copy built with a test analytics id.
   */
  site:
    "shipped" | "with-analytics" | "shipped-on-nginx" | "shipped-on-firebase";
  /** The consent stored before the first page loads; "unset" shows the banner. */
  consent: "unset" | "granted" | "denied";
}

interface Fixtures {
  /** Every request to another host, each blocked before it leaves the machine. */
  thirdPartyRequests: string[];
}

export const test = base.extend<Options & Fixtures>({
  site: ["shipped", { option: true }],
  consent: ["denied", { option: true }],

  baseURL: async ({ site }, use) => {
    const url = {
      shipped: process.env.E2E_BASE_URL,
      "with-analytics": process.env.E2E_ANALYTICS_BASE_URL,
      "shipped-on-nginx": process.env.E2E_NGINX_BASE_URL,
      "shipped-on-firebase": process.env.E2E_FIREBASE_BASE_URL,
    }[site];
    if (!url)
      throw new Error(
        "The global setup did not start the servers (E2E_BASE_URL unset).",
      );
    await use(url);
  },

  thirdPartyRequests: [
    async ({ context, baseURL }, use) => {
      const requests: string[] = [];
      const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
      await context.route(
        (url) => /^https?:$/.test(url.protocol) && url.origin !== origin,
        async (route) => {
          try {
            await route.abort("blockedbyclient");
          } catch (error) {
            // A page route of the test's own answered it, and was removed with
            // `unrouteAll({ behavior: "ignoreErrors" })` as it did (the editor's backend at a
            // test's end): Playwright then passes the route on here. It never left the machine.
            if (String(error).includes("Route is already handled")) return;
            throw error;
          }
          requests.push(route.request().url());
        },
      );
      await use(requests);
    },
    { auto: true },
  ],

  page: async ({ page, consent }, use) => {
    if (consent !== "unset") {
      const choice = JSON.stringify({
        necessary: true,
        analytics: consent === "granted",
        decidedAt: "2025-09-19T08:00:00.000Z",
        version: 1,
      });
      // Only when nothing is stored, so a test's own choice survives reloads.
      await page.addInitScript(
        ([key, value]) => {
          if (window.localStorage.getItem(key) === null)
            window.localStorage.setItem(key, value);
        },
        [CONSENT_STORAGE_KEY, choice] as const,
      );
    }
    // Pages hydrate after their first paint (docs/decisions/054), which can be after the load
    // event `goto` waits for: wait for React Router to have hydrated, as a visitor's next tap would.
    for (const method of ["goto", "reload"] as const) {
      const navigate = page[method].bind(page) as Page["goto"];
      page[method] = (async (...args: Parameters<Page["goto"]>) => {
        const response = await navigate(...args);
        await untilHydrated(page);
        return response;
      }) as never;
    }
    await use(page);
  },
});

export { expect };

/**
 * Watches every script the page receives from now on; the function returned waits for each body
 * whole (one still arriving when the test ends reads as empty, not as a failure).
 */
export function scriptBodies(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      bodies.push(response.text().catch(() => ""));
  });
  return () => Promise.all(bodies);
}

/** Resolves once React Router has hydrated the page (at once on a page with no scripts). */
export async function untilHydrated(page: Page) {
  await page.waitForFunction(
    () =>
      !("__reactRouterContext" in window) ||
      "__reactRouterDataRouter" in window,
    undefined,
    { polling: 25 },
  );
}

/** The WCAG 2.2 A and AA rules of axe-core, and its best practices (tests/gates/axe.ts). */
export async function expectNoAxeViolations(page: Page, include?: string) {
  expect(await axeViolations(page, { include }), "axe-core violations").toEqual(
    [],
  );
}

/**
 * Fakes the page's clock and stops it, so that only `page.clock.runFor` moves the site's timers
 * (a slow axe run cannot let a 2 s or 5 s timer fire by itself).
 */
export async function pauseClock(page: Page) {
  const start = new Date("2026-03-02T08:00:00.000Z");
  await page.clock.install({ time: start });
  // A minute ahead: the installed clock runs until paused, and on a busy machine more than a
  // second can pass between the two calls (pausing in its past then throws).
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}

/**
 * axe-core waits on timers of its own; under a paused clock they fire only when the clock moves.
 * This moves it in 1 ms steps while axe runs, so the site's own timers (seconds long) stay put.
 */
export async function expectNoAxeViolationsWithPausedClock(page: Page) {
  let done = false;
  // Settled (never rejected) so that an axe failure surfaces below, not as an unhandled rejection.
  const run = expectNoAxeViolations(page).then(
    () => ({ error: undefined }),
    (error: unknown) => ({ error }),
  );
  void run.then(() => {
    done = true;
  });
  let advanced = 0;
  while (!done) {
    // axe finishes its run in a helper page of its own and closes it; a clock step that races
    // that close fails, harmlessly, unless it is our page that went away.
    await page.clock.runFor(1).catch((error: unknown) => {
      if (page.isClosed()) throw error;
    });
    advanced += 1;
  }
  const { error } = await run;
  if (error) throw error;
  expect(advanced, "fake milliseconds axe needed").toBeLessThan(1_000);
}
