import type { Page } from "@playwright/test";

import { linksToItself, watchPageProblems } from "../../gates/page-problems";
import { expect, test } from "../fixtures";
import { routes } from "../site";

/**
 * Gate: no route logs a console error or throws, and none of its requests fails or answers 400
 * or above — the page's own, and the service worker's as it installs and precaches the site (it
 * is allowed where a test says so, as visitors get it). Only the third-party requests the
 * fixture blocks on purpose are left out, and there are none unless analytics is allowed. On the
 * same walk, no link in a route's <main> leads to the route itself (its in-page anchors aside).
 */

/**
 * Loads the route, scrolls through it so lazy images load, and, where the service worker is
 * allowed, waits for it: installed and activated means every precache request was answered.
 */
async function visit(page: Page, path: string, { worker = false } = {}) {
  await page.goto(path, { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.mouse.wheel(0, 600);
  if (worker)
    await page.evaluate(() =>
      navigator.serviceWorker.ready.then(() => undefined),
    );
  await page.waitForLoadState("networkidle");
}

test.use({ serviceWorkers: "allow" });

// The worker's precache list is one for the whole site, whatever page installs it: the real
// worker is installed once, below (every page, script, style, font and image of the site
// fetched), not on every route. Here the page registers it as a visitor's would (a browser that
// refuses workers makes the site log that), and is given an empty worker in its place
// (decision 083).
for (const route of routes) {
  test(`${route.path}: no console error, no failed request, no link to itself`, async ({
    page,
    thirdPartyRequests,
  }) => {
    await page.context().route("**/sw.js", (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: "// An empty stand-in for the site's worker.",
      }),
    );
    const watch = watchPageProblems(page, {
      expectedFailure: (request) => thirdPartyRequests.includes(request.url()),
    });
    await visit(page, route.path, { worker: true });
    expect(watch.problems).toEqual([]);
    expect(
      await linksToItself(page),
      "links in <main> to the page itself",
    ).toEqual([]);
  });
}

test.describe("with the service worker", () => {
  test("/home: no console error, no failed request while the worker installs and precaches the site", async ({
    page,
    thirdPartyRequests,
  }) => {
    const watch = watchPageProblems(page, {
      expectedFailure: (request) => thirdPartyRequests.includes(request.url()),
    });
    const fromWorker: string[] = [];
    page.context().on("request", (request) => {
      if (request.serviceWorker()) fromWorker.push(request.url());
    });
    await visit(page, "/home", { worker: true });
    expect(watch.problems).toEqual([]);
    // The precache went through this watch: every route's page was among its requests.
    for (const route of routes)
      expect(
        fromWorker.some((url) => new URL(url).pathname.startsWith(route.path)),
        `${route.path} precached`,
      ).toBe(true);
  });
});

test.describe("with the analytics build", () => {
  test.use({ site: "with-analytics" });

  for (const consent of ["unset", "granted"] as const) {
    test.describe(`and consent ${consent}`, () => {
      test.use({ consent });

      test("/home: no console error, no failed request", async ({
        page,
        thirdPartyRequests,
      }) => {
        const watch = watchPageProblems(page, {
          expectedFailure: (request) =>
            thirdPartyRequests.includes(request.url()),
        });
        await visit(page, "/home");
        expect(watch.problems).toEqual([]);
        // With consent, the Google tag was asked for (and blocked by the fixture), not before.
        expect(thirdPartyRequests.length > 0).toBe(consent === "granted");
      });
    });
  }
});
