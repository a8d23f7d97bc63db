import type { Page } from "@playwright/test";

import { watchPageProblems } from "../../gates/page-problems";
import { expect, test } from "../fixtures";
import { routes } from "../site";

/**
 * Gate: no route logs a console error or throws, and none of its requests fails or answers 400
 * or above — the page's own, and the service worker's as it installs and precaches the site (it
 * is allowed here, as visitors get it). Only the third-party requests the fixture blocks on
 * purpose are left out, and there are none unless analytics is allowed.
 */
test.use({ serviceWorkers: "allow" });

/** Loads the route, scrolls through it so lazy images load, and waits for the worker. */
async function visit(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.mouse.wheel(0, 600);
  // Installed and activated means every precache request has been answered.
  await page.evaluate(() =>
    navigator.serviceWorker.ready.then(() => undefined),
  );
  await page.waitForLoadState("networkidle");
}

for (const route of routes) {
  test(`${route.path}: no console error, no failed request`, async ({
    page,
    thirdPartyRequests,
  }) => {
    const watch = watchPageProblems(page, {
      expectedFailure: (request) => thirdPartyRequests.includes(request.url()),
    });
    await visit(page, route.path);
    expect(watch.problems).toEqual([]);
  });
}

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
