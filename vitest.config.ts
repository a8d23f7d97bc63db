import { realpathSync } from "node:fs";

import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";

import { articlesPlugin } from "./scripts/vite-plugin-articles.ts";
import { contentReadingPlugin } from "./scripts/vite-plugin-content.ts";
import { iconSpritePlugin } from "./scripts/vite-plugin-icon-sprite.ts";
import { themeColor } from "./scripts/theme-color.ts";
import { CHROMIUM_ARGS, findTestBrowser } from "./tests/chromium.mjs";

export default defineConfig({
  plugins: [
    contentReadingPlugin(),
    articlesPlugin(),
    iconSpritePlugin(),
    react(),
  ],
  // The shipped value of the build-time flags (vite.config.ts); tests render the form directly.
  define: {
    __CONTACT_FORM__: "false",
    __THEME_COLOR__: JSON.stringify(themeColor()),
  },
  // A copy of the project that a workflow test makes links node_modules to this one's: its tests
  // read the packages' files (icons) where the link leads.
  server: { fs: { allow: [".", realpathSync("node_modules")] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "{admin,app,scripts,server}/**/*.test.{ts,tsx}",
            // The browser gates proven against broken pages, in the system Chromium.
            "tests/gates/**/*.test.ts",
          ],
          exclude: ["**/*.browser.test.tsx"],
          environment: "node",
          // The files share their workers' module cache instead of importing everything again
          // for each file: 64 s became 36 s, on the same 804 tests. Each file restores what it
          // changes (globals, environment, temporary folders); a run with the files and the
          // tests in random order passes (`--sequence.shuffle`).
          isolate: false,
        },
      },
      {
        // The README's workflows, done in a copy of the project: one build of the copy.
        extends: true,
        test: {
          name: "workflows",
          include: ["tests/workflows/**/*.test.ts"],
          environment: "node",
          hookTimeout: 300_000,
        },
      },
      {
        // Components whose behaviour lives in the browser (focus, <dialog>, media queries)
        // are tested in real Chromium.
        extends: true,
        test: {
          name: "browser",
          include: ["app/**/*.browser.test.tsx"],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: findTestBrowser() ?? undefined,
                args: CHROMIUM_ARGS,
              },
            }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
    ],
  },
});
