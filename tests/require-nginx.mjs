// @ts-check
// Runs before Playwright: one clear line instead of a stack trace when nginx is not installed.
import { findNginx, MISSING_NGINX } from "./nginx.mjs";

const { nginx, brotli, mimeTypes } = findNginx();
if (!nginx || !brotli || !mimeTypes) {
  console.error(MISSING_NGINX);
  process.exit(1);
}
