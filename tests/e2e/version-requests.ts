import type { Page } from "@playwright/test";

import { expect } from "./fixtures";

export const CHECK_INTERVAL_MS = 300_000;

/** Serves /version.json from `answer()` and records each request. */
export async function serveVersion(
  page: Page,
  answer: (request: number) => object | number,
) {
  const requests: string[] = [];
  await page.route("**/version.json*", (route) => {
    requests.push(route.request().url());
    const body = answer(requests.length);
    return typeof body === "number"
      ? route.fulfill({ status: body, body: "" })
      : route.fulfill({ json: body });
  });
  return requests;
}

/**
 * The check starts once the page has hydrated and loaded its chunk; under a paused clock nothing
 * tells when. This moves the clock on by one interval at a time and waits for the page to ask for
 * /version.json and get its answer, until it has done so `checks` times. An interval that passes
 * before the check is running asks nothing and is simply repeated.
 */
export async function runChecks(page: Page, checks: number) {
  let answered = 0;
  for (let attempt = 0; answered < checks; attempt += 1) {
    expect(attempt, "intervals run without a check").toBeLessThan(checks + 20);
    const answer = page
      .waitForResponse(/\/version\.json/, { timeout: 5_000 })
      .catch(() => null);
    await page.clock.runFor(CHECK_INTERVAL_MS);
    if (await answer) answered += 1;
  }
}

/**
 * Waits for what the page does on its own (a dialog's chunk loading, React's scheduling), moving
 * the paused clock on in small steps meanwhile: far from any of the site's timers.
 */
export async function untilWithClock(page: Page, done: () => Promise<boolean>) {
  await expect
    .poll(
      async () => {
        if (await done()) return true;
        await page.clock.runFor(50);
        return done();
      },
      { intervals: [100], timeout: 30_000 },
    )
    .toBe(true);
}

/** The version the build stamped into the page. */
export const builtVersion = async (page: Page) =>
  (await page.locator('meta[name="build-version"]').getAttribute("content")) ??
  "";

/** Marks the document, so that a reload (a new document) can be told apart. */
export const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as { beforeReload?: boolean }).beforeReload = true;
  });

export const reloaded = async (page: Page) =>
  (await page.evaluate(
    () => (window as { beforeReload?: boolean }).beforeReload,
  )) === undefined;
