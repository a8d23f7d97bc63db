// @ts-check
/**
 * Runs before `test:e2e` and `test:gates`: a clear line instead of a stack trace when Chromium
 * or nginx is missing, then the two builds the browser tests serve, each made only when missing
 * or older than the sources (so `npm test`, which has just built, does not build twice).
 */
// Each exits with its one-line message when its program is missing.
import "./require-chromium.mjs";
import "./require-nginx.mjs";

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import {
  buildInputsDigest,
  ensureCurrentBuild,
  runNpmScript,
} from "../scripts/build-inputs.ts";
import { projectRoot } from "../scripts/project-root.ts";

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
  runNpmScript(
    "build:analytics-fixture",
    "The analytics fixture build failed; see above.",
  );
  writeFileSync(fixtureStamp, JSON.stringify({ digest }) + "\n");
}
