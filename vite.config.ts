import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

import { flagIsOn } from "./app/lib/feature-flags.ts";
import { readSiteUrl } from "./app/lib/site-url.ts";
import { loadAtRunTime } from "./scripts/load-at-run-time.ts";
import { iconSpritePlugin } from "./scripts/vite-plugin-icon-sprite.ts";
import { sceneColoursPlugin } from "./scripts/vite-plugin-scene-colours.ts";
import { shellChunkPlugin } from "./scripts/vite-plugin-shell-chunk.ts";
import { themeColor } from "./scripts/theme-color.ts";
import type * as ArticlesPluginModule from "./scripts/vite-plugin-articles.ts";
import type * as ContentPluginModule from "./scripts/vite-plugin-content.ts";
import { uploadsPlugin } from "./scripts/vite-plugin-uploads.ts";

export default defineConfig(async () => {
  // Fail the build early, with a clear message, when SITE_URL is not an absolute http(s) URL.
  readSiteUrl(process.env.SITE_URL);
  // The year the footer's copyright runs to: the build's (navigation.ts), the page being prerendered.
  process.env.VITE_BUILD_YEAR = String(new Date().getFullYear());
  const [{ articlesPlugin }, { contentPlugin }] = await Promise.all([
    loadAtRunTime<typeof ArticlesPluginModule>(
      "./scripts/vite-plugin-articles.ts",
      import.meta.url,
    ),
    loadAtRunTime<typeof ContentPluginModule>(
      "./scripts/vite-plugin-content.ts",
      import.meta.url,
    ),
  ]);
  return {
    // SITE_URL is a public build variable: the canonical origin of the deployed site.
    envPrefix: ["VITE_", "SITE_URL"],
    // Feature flags as constants, so code behind a flag that is off is left out of the build;
    // and the theme colour, from the design tokens.
    define: {
      __CONTACT_FORM__: JSON.stringify(flagIsOn(process.env.SITE_CONTACT_FORM)),
      __THEME_COLOR__: JSON.stringify(themeColor()),
    },
    plugins: [
      sceneColoursPlugin(),
      tailwindcss(),
      contentPlugin(),
      articlesPlugin(),
      iconSpritePlugin(),
      reactRouter(),
      shellChunkPlugin(),
      uploadsPlugin(),
    ],
    build: { assetsInlineLimit: 0 },
    // On this computer only (`npm run dev`, `npm run cms`); `--host` opens it to the network.
    server: { host: "127.0.0.1", port: 5173, strictPort: true },
    // Its own dependency cache: the editor's server (admin/vite.config.ts) keeps another, as two
    // servers rewriting one cache served each other's stale files (504 "Outdated Optimize Dep").
    cacheDir: "node_modules/.vite/site",
    // Crawl the app for dependencies, not every HTML file under the root (Vite's default, which
    // an empty list also means): admin/index.html is the editor's own Vite entry
    // (admin/vite.config.ts), and pre-bundling Decap here, under React Router's single copy of
    // react-router, fails (its react-router-dom 5 needs its own react-router).
    optimizeDeps: { entries: ["app/root.tsx", "app/routes/**/*.tsx"] },
  };
});
