import { readFile } from "node:fs/promises";

import type { Plugin } from "vite";

const PRERENDER_ONLY = /\.prerender\.tsx$/;

/**
 * Modules named `*.prerender.tsx` hold markup that only the prerender draws: the children of a
 * `<noscript>`, which React never renders in the browser. The client build gets a stand-in that
 * renders nothing for each exported component, so the page's scripts leave that code out.
 */
export function prerenderOnlyPlugin(): Plugin {
  return {
    name: "khanyisa:prerender-only",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async load(id) {
      const file = id.split("?")[0] ?? id;
      if (!PRERENDER_ONLY.test(file)) return undefined;
      const source = await readFile(file, "utf8");
      const names = [...source.matchAll(/^export function (\w+)/gm)].map(
        (match) => match[1],
      );
      if (names.length === 0)
        this.error(`${file} exports no component ("export function Name").`);
      return names
        .map((name) => `export function ${name}() { return null; }`)
        .join("\n");
    },
  };
}
