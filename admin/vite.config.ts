import path from "node:path";

import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

import { pixelSizesPlugin } from "../scripts/vite-plugin-content.ts";
import { iconSpritePlugin } from "../scripts/vite-plugin-icon-sprite.ts";

const root = path.resolve(import.meta.dirname, "..");

/**
 * The content editor at /admin (decision 086): Decap CMS with our React, the site's components
 * for its previews and the site's stylesheet, built after the site into build/client/admin/.
 * Its own page, outside the site's routes, so nothing of it reaches a visitor's page.
 */
export default defineConfig({
  root,
  base: "/",
  envPrefix: ["VITE_", "SITE_URL"],
  define: { __CONTACT_FORM__: "false" },
  // The site's components read the content with each picture's size, as on the site.
  plugins: [tailwindcss(), iconSpritePlugin(), pixelSizesPlugin()],
  build: {
    outDir: path.join(
      root,
      process.env.SITE_BUILD_DIRECTORY ?? "build",
      "client",
    ),
    emptyOutDir: false,
    // The site's build has copied public/ already, leaving out the unused uploads.
    copyPublicDir: false,
    assetsDir: "admin/assets",
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 8000,
    rollupOptions: {
      input: path.join(root, "admin/index.html"),
      // Decap's dependencies use eval and "use client"; both are theirs, and harmless here.
      onwarn(warning, warn) {
        if (
          warning.code === "EVAL" ||
          warning.code === "MODULE_LEVEL_DIRECTIVE"
        )
          return;
        warn(warning);
      },
    },
  },
  logLevel: "warn",
});
