// @ts-check
import { existsSync } from "node:fs";

/** Where Debian, Ubuntu and most Linux distributions install Chromium or Chrome. */
const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`): the same engine without the
 * browser's window machinery, which Playwright itself uses for headless tests. A new context
 * and a page load cost about half of what they cost in the full browser, which halves the suite
 * on two cores (docs/decisions/083).
 */
const HEADLESS_SHELLS = [
  "/usr/bin/chromium-headless-shell",
  "/usr/bin/chrome-headless-shell",
];

/**
 * The full browser: CHROME_PATH when set, else the first one installed. Lighthouse, the share
 * cards and the screenshots use it, as a visitor's browser draws the page.
 */
export function findChromium(env = process.env) {
  if (env.CHROME_PATH)
    return existsSync(env.CHROME_PATH) ? env.CHROME_PATH : null;
  return CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

/**
 * The browser the tests drive: CHROME_PATH when set, else the headless shell when it is
 * installed, else the full browser.
 */
export function findTestBrowser(env = process.env) {
  if (env.CHROME_PATH) return findChromium(env);
  return (
    HEADLESS_SHELLS.find((candidate) => existsSync(candidate)) ??
    findChromium(env)
  );
}

export function missingChromiumMessage(env = process.env) {
  return env.CHROME_PATH
    ? `CHROME_PATH is set to "${env.CHROME_PATH}", but no browser is there: point it at a Chromium or Chrome binary.`
    : "No Chromium found for the browser tests: install one with `apt-get install chromium-headless-shell chromium` (Debian/Ubuntu) or set CHROME_PATH to a Chromium or Chrome binary.";
}

/** Headless flags for a sandboxed machine with no network beyond localhost. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];
