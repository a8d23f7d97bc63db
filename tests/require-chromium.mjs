// @ts-check
// Runs before Playwright: one clear line instead of a stack trace when no browser is installed.
import { findChromium, missingChromiumMessage } from "./chromium.mjs";

if (!findChromium()) {
  console.error(missingChromiumMessage());
  process.exit(1);
}
