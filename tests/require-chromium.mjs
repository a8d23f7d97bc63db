// @ts-check
// Runs before Playwright: one clear line instead of a stack trace when no browser is installed.
import {
  findChromium,
  findTestBrowser,
  missingChromiumMessage,
} from "./chromium.mjs";

// The headless shell drives most tests; the full browser, Lighthouse and the cookie-blocking spec.
if (!findTestBrowser() || !findChromium()) {
  console.error(missingChromiumMessage());
  process.exit(1);
}
