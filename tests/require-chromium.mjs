// @ts-check
// Runs before Playwright: one clear line instead of a stack trace when no browser is installed.
import { findTestBrowser, missingChromiumMessage } from "./chromium.mjs";

if (!findTestBrowser()) {
  console.error(missingChromiumMessage());
  process.exit(1);
}
