import { rmSync } from "node:fs";
import path from "node:path";

import type { Plugin } from "vite";

import { unusedUploads } from "./uploads.mjs";

/**
 * Leaves out of the client build every upload no content uses: it stays in public/ until someone
 * deletes it, but never ships. Vite has copied public/ by the time the bundle is written.
 */
export function uploadsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: "khanyisa:uploads",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    writeBundle(options) {
      if (this.environment.config.consumer !== "client" || !options.dir) return;
      for (const src of unusedUploads(root))
        rmSync(path.join(options.dir, src), { force: true });
    },
  };
}
