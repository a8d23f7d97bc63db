import path from "node:path";

import tailwindcss from "@tailwindcss/vite";
import {
  defineConfig,
  normalizePath,
  type Plugin,
  type UserConfig,
} from "vite";

import { loadAtRunTime } from "../scripts/load-at-run-time.ts";
import { LOCAL_BACKEND_PATH } from "./local-backend.ts";
import type * as ContentPluginModule from "../scripts/vite-plugin-content.ts";
import { iconSpritePlugin } from "../scripts/vite-plugin-icon-sprite.ts";
import { sceneColoursPlugin } from "../scripts/vite-plugin-scene-colours.ts";

const root = path.resolve(import.meta.dirname, "..");

/** Decap's grey text (3.9:1; WCAG 1.4.3 asks 4.5:1) made 6.1:1 as read, or the build fails. */
function readableDecapGrey(): Plugin {
  const decapGrey = /#798291|#7b8290/gi;
  let replaced = 0;
  return {
    name: "khanyisa:readable-decap-grey",
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]decap-cms-[\w-]+[\\/]dist[\\/]/.test(id))
        return;
      if (!code.match(decapGrey)) return;
      replaced += 1;
      return { code: code.replace(decapGrey, "#5c636e"), map: null };
    },
    buildEnd(error) {
      if (!error && replaced === 0)
        this.error(
          "Decap’s grey text (#798291) was not found in its modules: its styles have changed. Check the editor’s contrast (tests/e2e/gates/editor-a11y.spec.ts) and update admin/vite.config.ts.",
        );
    },
  };
}

/** `npm run cms`: decap-server's file middleware, behind Vite's Host check (no DNS rebinding). */
function localBackend(): Plugin {
  return {
    name: "khanyisa:local-backend",
    apply: "serve",
    async configureServer(server) {
      const { default: express } = await import("express");
      // A CommonJS module whose exports Node cannot list: its functions are on the default.
      const { default: decapServer } =
        await import("decap-server/dist/middlewares.js");
      process.env.GIT_REPO_DIRECTORY ??= root;
      const backend = express();
      await decapServer.registerLocalFs(backend, { logLevel: "warn" });
      server.middlewares.use((request, response, next) => {
        if (request.url?.startsWith(LOCAL_BACKEND_PATH))
          backend(request, response);
        else next();
      });
    },
  };
}

/** The content editor at /admin, built after the site into build/client/admin/. */
export default defineConfig(async (): Promise<UserConfig> => {
  // Loaded at run time, so that no data file is among this config's dependencies.
  const { contentReadingPlugin } = await loadAtRunTime<
    typeof ContentPluginModule
  >("../scripts/vite-plugin-content.ts", import.meta.url);
  return {
    root,
    envPrefix: ["VITE_", "SITE_URL"],
    define: { __CONTACT_FORM__: "false" },
    plugins: [
      sceneColoursPlugin(),
      tailwindcss(),
      contentReadingPlugin(),
      iconSpritePlugin(),
      localBackend(),
      { ...readableDecapGrey(), apply: "build" },
    ],
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
    // `npm run cms`: on this computer only, beside the site's dev server (5173).
    server: {
      host: "127.0.0.1",
      port: 5174,
      strictPort: true,
      // Publishing writes there: a reload would lose the open form (entries come from the backend).
      watch: { ignored: [`${normalizePath(root)}/content/**`] },
    },
    // Its own cache: two servers sharing one served each other's stale files (a blank editor).
    cacheDir: "node_modules/.vite/admin",
    optimizeDeps: {
      entries: ["admin/index.html"],
      rolldownOptions: { plugins: [readableDecapGrey()] },
    },
    logLevel: "warn",
  };
});
