import { defineConfig, devices } from "@playwright/test";

import { registerContentReading } from "./scripts/content-reading.ts";
import { CHROMIUM_ARGS, findTestBrowser } from "./tests/chromium.mjs";

// The specs import the site's content modules: they read the content as the build does (its
// typographic quotes, its derived facts), so they look for the text the pages show.
registerContentReading(import.meta.dirname);

/**
 * Two projects: `e2e` (what each page and journey does, on each host) and `gates` (accessibility
 * engines, keyboard and focus, overflow, console and network, over every route). `npm test` runs
 * both in one run, so the gates fill the workers the e2e's long serial specs leave idle (decision
 * 091); `npm run test:e2e` and `npm run test:gates` run one each.
 */
export default defineConfig({
  testDir: "tests/e2e",
  // The server of `npm start`, the fixture build's server, nginx and superstatic, on free ports.
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  // Four workers on two cores: much of a test is waiting on frames, timers and the network, and
  // four keep both cores busy where two left them idle (decision 070).
  workers: Number(process.env.E2E_WORKERS) || 4,
  // Twice Playwright's default: a test on a machine busy with other work must not fail for time
  // alone; a test that needs more says so itself.
  timeout: 60_000,
  // Twice Playwright's default for a web-first assertion: on two busy cores a dialog whose code
  // loads when it opens took over 5 s to appear (CI, issue 15's first submission).
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never" }]],
  use: {
    ...devices["Desktop Chrome"],
    channel: undefined,
    launchOptions: {
      executablePath: findTestBrowser() ?? undefined,
      args: CHROMIUM_ARGS,
    },
    // Off by default: recording a trace of every test cost about a third of the suite's time.
    // `npx playwright test --trace on` records them when a failure needs one.
    trace: "off",
    // Each test has a fresh browser context, in which the site's worker would precache the whole
    // site again; the specs about the worker (offline, routes) switch it back on.
    serviceWorkers: "block",
  },
  projects: [
    { name: "e2e", testIgnore: "gates/**" },
    { name: "gates", testMatch: "gates/**/*.spec.ts" },
  ],
});
