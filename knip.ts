import { existsSync } from "node:fs";

import type { KnipConfig } from "knip";

/**
 * Knip (decision 090): no unused file, export or dependency. Its plugins read the entries from
 * the project's own configs: React Router (react-router.config.ts, app/routes.ts, app/root.tsx),
 * Vite (vite.config.ts, and admin/vite.config.ts with admin/index.html), Vitest and Playwright
 * (their test files), Prettier, and the scripts package.json runs. What they cannot see is below,
 * each with its reason; nothing here hides a finding that is real.
 */
const config: KnipConfig = {
  entry: [
    // The `main` of the local package that stands in for superstatic's optional re2
    // (package.json's `re2: file:tests/stubs/re2-absent`); superstatic requires it.
    "tests/stubs/re2-absent/index.js",
    // Loaded by path through Vite's runnerImport in scripts/images/render-images.ts (it renders
    // React to SVG), which Knip cannot follow.
    "scripts/images/case-study-cards.tsx",
  ],
  ignoreDependencies: [
    // Installed under the name superstatic requires, so its try/catch falls back to RegExp; the
    // `overrides` entry `"re2": "$re2"` points at this devDependency (tests/superstatic.mjs).
    "re2",
  ],
  ignoreBinaries: [
    // A system program (tests/e2e/https.spec.ts makes the test certificate with it), not a package.
    "openssl",
  ],
  // Route modules import `./+types/<route>`, which `react-router typegen` (npm run typecheck)
  // writes into .react-router/types/; in a fresh clone, before it has run, they cannot resolve.
  ignoreUnresolved: existsSync(
    new URL("./.react-router/types", import.meta.url),
  )
    ? []
    : [/\/\+types\//],
};

export default config;
