import { fileURLToPath } from "node:url";

import type { Plugin } from "vite";

const LUCIDE_ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const LEAN_FACTORY = fileURLToPath(
  new URL("../app/components/ui/lucide-icon.ts", import.meta.url),
);

/**
 * Every lucide-react icon module builds its component with `../createLucideIcon.mjs`; this hands
 * them the site's lean version (app/components/ui/lucide-icon.ts) instead, in the prerender and
 * in the browser alike, so the markup matches at hydration. The icon data stays lucide's own,
 * less the random React key of each shape (a few bytes that do not compress), which the lean
 * factory replaces with the shape's index.
 */
export function leanIconsPlugin(): Plugin {
  return {
    name: "khanyisa:lean-icons",
    enforce: "pre",
    resolveId(source, importer) {
      if (
        source === "../createLucideIcon.mjs" &&
        importer &&
        LUCIDE_ICON_MODULE.test(importer)
      )
        return LEAN_FACTORY;
      return undefined;
    },
    transform: {
      filter: { id: LUCIDE_ICON_MODULE },
      handler(code) {
        return { code: code.replace(/,\s*key: "[a-z0-9]+"/g, ""), map: null };
      },
    },
  };
}
