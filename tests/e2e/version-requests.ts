import type { Page } from "@playwright/test";

import { CHECK_INTERVAL_MS } from "../../app/lib/site-updates";
import { expect } from "./fixtures";

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
 * Moves the paused clock on by one check interval at a time until the page has had `checks` more
 * answers to /version.json, counted by `answered` (by default, every response to it the page
 * sees). The check starts once the page has hydrated and loaded its chunk, and under a paused
 * clock nothing tells when: a move before the check is running asks nothing and is repeated.
 *
 * Each move is a jump (`fastForward`), not a run. Running the clock through a whole interval also
 * runs the check's 10 s abort timer whenever the interval falls due before the window's end, and
 * it does from then on once the check started part-way through a window (its chunk loaded while
 * the clock was running, on a busy machine): every later check was then aborted long before a
 * real network could answer, and the test ran out of time.
 */
export async function runChecks(
  page: Page,
  checks: number,
  answered: () => number = countResponses(page),
) {
  const target = answered() + checks;
  for (let attempt = 0; answered() < target; attempt += 1) {
    expect(attempt, "intervals run without a check").toBeLessThan(checks + 20);
    const before = answered();
    await page.clock.fastForward(CHECK_INTERVAL_MS);
    await expect
      .poll(answered, { timeout: 5_000 })
      .toBeGreaterThan(before)
      .catch(() => undefined);
  }
}

/** Counts the page's responses to /version.json from now on. */
function countResponses(page: Page) {
  let count = 0;
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/version.json") count += 1;
  });
  return () => count;
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
