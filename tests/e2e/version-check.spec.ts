import type { Page } from "@playwright/test";

import updateNotice from "../../content/update-notice.json" with { type: "json" };
import {
  expect,
  expectNoAxeViolationsWithPausedClock,
  pauseClock,
  test,
} from "./fixtures";
import {
  builtVersion,
  markPage,
  reloaded,
  runChecks,
  serveVersion,
} from "./version-requests";

const notice = (page: Page) =>
  page.getByRole("status").filter({ hasText: updateNotice.title });

test("the shipped site publishes /version.json, never cached, and stamps it into every page", async ({
  request,
}) => {
  const response = await request.get("/version.json");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-cache");
  const { version } = await response.json();
  expect(version).toMatch(/^\d+\.\d+\.\d+\+[0-9a-f]{12}$/);
  // Every page knows its own build without asking the network.
  for (const path of ["/home", "/services"]) {
    const html = await (await request.get(path)).text();
    expect(html).toContain(`<meta name="build-version" content="${version}"/>`);
  }
});

test("a new version shows the notice, then the page reloads after 2 s", async ({
  page,
}) => {
  // axe runs under the paused clock, a millisecond at a time.
  test.slow();
  let version = "";
  const requests = await serveVersion(page, () => ({ version }));
  await pauseClock(page);
  await page.goto("/services");
  // Nothing is asked at page load: the page knows its version.
  version = await builtVersion(page);
  expect(requests).toEqual([]);
  await markPage(page);

  // Same version: nothing happens.
  await runChecks(page, 1);
  expect(new URL(requests[0] ?? "").searchParams.has("t")).toBe(true);
  await expect(notice(page)).toHaveCount(0);

  version = "0.0.0+another-build";
  await runChecks(page, 1);
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toContainText(updateNotice.body);
  await expectNoAxeViolationsWithPausedClock(page);

  const reload = page.waitForEvent("load");
  await page.clock.runFor(2_000);
  await reload;
  expect(await reloaded(page)).toBe(true);
  await expect(notice(page)).toHaveCount(0);
});

test("failed, empty, malformed and hanging checks count as no update, also failing by turns", async ({
  page,
}) => {
  let built = "";
  const answers: (() => object | number)[] = [
    () => 500,
    () => ({ version: built }),
    () => ({ version: "" }),
    () => ({ version: built }),
    () => 404,
    () => ({ build: 7 }),
    () => ({ version: built }),
  ];
  await serveVersion(
    page,
    (request) => answers[request - 1]?.() ?? { version: built },
  );
  await pauseClock(page);
  await page.goto("/home");
  built = await builtVersion(page);
  await markPage(page);
  await runChecks(page, answers.length + 1);
  await page.clock.runFor(10_000);
  await expect(notice(page)).toHaveCount(0);
  expect(await reloaded(page)).toBe(false);
});
