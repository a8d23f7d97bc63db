// @ts-check
/**
 * Runs before `test:e2e` and `test:gates`: a clear line instead of a stack trace when Chromium
 * or nginx is missing, then the two builds the browser tests serve, each made only when missing
 * or older than the sources (so `npm test`, which has just built, does not build twice).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import {
  buildInputsDigest,
  ensureCurrentBuild,
  projectRoot,
} from "../scripts/build-inputs.mjs";
import { findChromium, missingChromiumMessage } from "./chromium.mjs";
import { findNginx, MISSING_NGINX } from "./nginx.mjs";

if (!findChromium()) {
  console.error(missingChromiumMessage());
  process.exit(1);
}
const { nginx, brotli, mimeTypes } = findNginx();
if (!nginx || !brotli || !mimeTypes) {
  console.error(MISSING_NGINX);
  process.exit(1);
}

ensureCurrentBuild();

// The copy with a test analytics id and the contact form on (`npm run build:analytics-fixture`),
// stamped with the same digest of the sources as the production build.
const fixtureStamp = path.join(
  projectRoot,
  "build",
  "analytics-fixture",
  "build-inputs.json",
);
const digest = buildInputsDigest();
let fixtureDigest = null;
try {
  fixtureDigest = existsSync(fixtureStamp)
    ? JSON.parse(readFileSync(fixtureStamp, "utf8")).digest
    : null;
} catch {
  // A damaged stamp counts as no stamp: the fixture is built again.
}
if (fixtureDigest === digest) {
  console.log("The analytics fixture build is up to date.");
} else {
  console.log("Building the analytics fixture (test GA id, contact form on).");
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const build = spawnSync(npm, ["run", "build:analytics-fixture"], {
    cwd: projectRoot,
    stdio: "inherit",
  });
  if (build.status !== 0) {
    console.error("The analytics fixture build failed; see above.");
    process.exit(build.status ?? 1);
  }
  writeFileSync(fixtureStamp, JSON.stringify({ digest }) + "\n");
}
