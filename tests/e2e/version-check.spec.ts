import type { Page } from "@playwright/test";

import { updateNotice } from "../../app/content/site-updates";
import {
  expect,
  expectNoAxeViolationsWithPausedClock,
  pauseClock,
  test,
} from "./fixtures";

const CHECK_INTERVAL_MS = 300_000;

/** Serves /version.json from `answer()` and records each request. */
async function serveVersion(page: Page, answer: () => object | number) {
  const requests: string[] = [];
  await page.route("**/version.json*", (route) => {
    requests.push(route.request().url());
    const body = answer();
    return typeof body === "number"
      ? route.fulfill({ status: body, body: "" })
      : route.fulfill({ json: body });
  });
  return requests;
}

const notice = (page: Page) =>
  page.getByRole("status").filter({ hasText: updateNotice.title });

test("the shipped site publishes /version.json, never cached", async ({
  request,
}) => {
  const response = await request.get("/version.json");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-cache");
  expect((await response.json()).version).toMatch(
    /^\d+\.\d+\.\d+\+[0-9a-f]{12}$/,
  );
});

test("a new version shows the notice, then the page reloads after 2 s", async ({
  page,
}) => {
  let version = "1.0.0+aaaaaaaaaaaa";
  const requests = await serveVersion(page, () => ({ version }));
  await pauseClock(page);
  await page.goto("/services");
  await expect.poll(() => requests.length).toBe(1);
  await page.evaluate(() => {
    (window as { beforeReload?: boolean }).beforeReload = true;
  });

  // Same version: nothing happens.
  await page.clock.runFor(CHECK_INTERVAL_MS);
  await expect.poll(() => requests.length).toBe(2);
  expect(new URL(requests[1] ?? "").searchParams.has("t")).toBe(true);
  await expect(notice(page)).toHaveCount(0);

  version = "1.0.0+bbbbbbbbbbbb";
  await page.clock.runFor(CHECK_INTERVAL_MS);
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toContainText(updateNotice.body);
  await expectNoAxeViolationsWithPausedClock(page);

  const reloaded = page.waitForEvent("load");
  await page.clock.runFor(2_000);
  await reloaded;
  expect(
    await page.evaluate(
      () => (window as { beforeReload?: boolean }).beforeReload,
    ),
  ).toBeUndefined();
  await expect(notice(page)).toHaveCount(0);
});

test("failed, empty and malformed checks count as no update", async ({
  page,
}) => {
  const answers: (object | number)[] = [
    { version: "1.0.0+aaaaaaaaaaaa" },
    500,
    { version: "" },
    { build: 7 },
  ];
  const requests = await serveVersion(page, () => answers.shift() ?? 404);
  await pauseClock(page);
  await page.goto("/home");
  await expect.poll(() => requests.length).toBe(1);
  for (let check = 2; check <= 5; check += 1) {
    await page.clock.runFor(CHECK_INTERVAL_MS);
    await expect.poll(() => requests.length).toBe(check);
  }
  await page.clock.runFor(10_000);
  await expect(notice(page)).toHaveCount(0);
});
