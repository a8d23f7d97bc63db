import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { chromium, devices, type BrowserContext } from "@playwright/test";

import consent from "../../content/consent.json" with { type: "json" };
import { SERVICE_WORKER_URL } from "../../app/lib/site-updates";
import {
  CHROMIUM_ARGS,
  findChromium,
  missingChromiumMessage,
} from "../chromium.mjs";
import { expect, test as base } from "./fixtures";
import { routes } from "./site";

const { banner: consentBanner } = consent;

/**
 * The browser's own "Block cookies" setting (chrome://settings/cookies, "Sites can't save data":
 * the profile preference the settings page writes). Only the full browser reads it: the headless
 * shell the other specs drive has no content settings, so this spec launches Chromium itself with
 * a profile holding that preference. Chromium then throws a SecurityError on reading
 * `localStorage` or `sessionStorage`, keeps no cookie, and rejects every service worker
 * registration (a NotSupportedError: "The user denied permission to use Service Worker").
 * One browser per worker (a launch costs seconds on a busy machine); with nothing kept, its
 * tests share no state but the HTTP cache.
 */
const test = base.extend<object, { cookiesBlocked: BrowserContext }>({
  cookiesBlocked: [
    // Playwright reads the fixtures a function asks for from its first parameter: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const executablePath = findChromium();
      if (!executablePath) throw new Error(missingChromiumMessage());
      const profile = await mkdtemp(path.join(tmpdir(), "cookies-blocked-"));
      await mkdir(path.join(profile, "Default"));
      await writeFile(
        path.join(profile, "Default", "Preferences"),
        JSON.stringify({
          profile: { default_content_setting_values: { cookies: 2 } },
        }),
      );
      const context = await chromium.launchPersistentContext(profile, {
        executablePath,
        args: CHROMIUM_ARGS,
        // The shipped build's server (the `baseURL` fixture's, which lives per test).
        baseURL: process.env.E2E_BASE_URL,
        viewport: devices["Desktop Chrome"].viewport,
        // As visitors get it: the site may try to register its worker.
        serviceWorkers: "allow",
      });
      await use(context);
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
    { scope: "worker" },
  ],

  context: async ({ cookiesBlocked }, use) => {
    const before = new Set(cookiesBlocked.pages());
    await use(cookiesBlocked);
    // The next test opens its own page, and its fixtures route the context again.
    for (const page of cookiesBlocked.pages())
      if (!before.has(page)) await page.close();
    await cookiesBlocked.unrouteAll({ behavior: "ignoreErrors" });
  },
});

/**
 * The site must work as usual: the banner simply asks again, the service worker is simply not
 * used, and nothing reaches the console as an error (storage failures may be warnings).
 */
test.describe("with the browser's cookies and site data blocked", () => {
  test.use({ consent: "unset" });

  test("the browser really blocks them", async ({ page }) => {
    await page.goto("/home");
    const blocked = await page.evaluate(() => {
      try {
        window.localStorage.getItem("any");
        return false;
      } catch (error) {
        return error instanceof DOMException && error.name === "SecurityError";
      }
    });
    expect(blocked).toBe(true);
  });

  for (const route of routes) {
    test(`${route.path} works, asks for consent, uses no service worker and logs no error`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      const workerScripts: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === SERVICE_WORKER_URL)
          workerScripts.push(request.url());
      });
      await page.goto(route.path);
      await expect(
        page.getByRole("heading", { level: 1, name: route.heading }),
      ).toBeVisible();
      const banner = page.getByRole("region", { name: /privacy/i });
      await expect(banner).toBeVisible();
      // A choice still applies to the visit, with nowhere to keep it.
      await banner
        .getByRole("button", { name: consentBanner.reject, exact: true })
        .click();
      await expect(banner).toHaveCount(0);
      // The site registers its worker in the browser's idle time: wait until then (an idle
      // callback asked for now runs after the site's), and for what that would have loaded.
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestIdleCallback(resolve, { timeout: 10_000 }),
          ),
      );
      await page.waitForLoadState("networkidle");
      expect(errors).toEqual([]);
      expect(workerScripts).toEqual([]);
      expect(
        await page.evaluate(() => navigator.serviceWorker.controller),
      ).toBeNull();
    });
  }
});
