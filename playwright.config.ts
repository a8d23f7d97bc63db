import { defineConfig, devices } from "@playwright/test";

import { CHROMIUM_ARGS, findChromium } from "./tests/chromium.mjs";

export default defineConfig({
  testDir: "tests/e2e",
  // The server of `npm start` is started on a free port by the global setup.
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  // Two workers, on CI and locally: most of a test is waiting on the browser, not the CPU.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never" }]],
  use: {
    ...devices["Desktop Chrome"],
    channel: undefined,
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: CHROMIUM_ARGS,
    },
    trace: "retain-on-failure",
    // Each test has a fresh browser context, in which the site's worker would precache the whole
    // site again; the specs about the worker (offline, routes) switch it back on.
    serviceWorkers: "block",
  },
});
