// @ts-check
import { existsSync } from "node:fs";

/** Where Debian, Ubuntu and most Linux distributions install Chromium or Chrome. */
const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

/** The browser the tests drive: CHROME_PATH when set, else the first one installed. */
export function findChromium(env = process.env) {
  if (env.CHROME_PATH)
    return existsSync(env.CHROME_PATH) ? env.CHROME_PATH : null;
  return CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

export function missingChromiumMessage(env = process.env) {
  return env.CHROME_PATH
    ? `CHROME_PATH is set to "${env.CHROME_PATH}", but no browser is there: point it at a Chromium or Chrome binary.`
    : "No Chromium found for the browser tests: install one with `apt-get install chromium` (Debian/Ubuntu) or set CHROME_PATH to a Chromium or Chrome binary.";
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
