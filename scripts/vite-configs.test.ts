import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLogger, loadConfigFromFile } from "vite";

import { projectRoot } from "./project-root.ts";

/*
 * Vite bundles a config file and everything it imports before running it, and warns about each
 * import Node could not load by itself (`configLoader: 'native'`, planned to become Vite's
 * default): a relative import without its `.ts`, a folder's index, JSON without its `with` type.
 * An import written the usual way puts a block of yellow into every `npm run build`; a module
 * the site's config loads at run time (its content plugins) must be one Node loads by itself.
 */
describe("the Vite configs", { timeout: 60_000 }, () => {
  let saved: string | undefined;
  beforeEach(() => {
    // Some shells set it to quiet the warning; this test wants to see it.
    saved = process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING;
    delete process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING;
  });
  afterEach(() => {
    if (saved !== undefined)
      process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = saved;
  });

  for (const file of ["vite.config.ts", "admin/vite.config.ts"])
    it(`${file} imports only what Node's own loader could load, and no data file`, async () => {
      const warnings: string[] = [];
      const logger = createLogger("warn");
      logger.warn = (message) => void warnings.push(message);
      logger.warnOnce = logger.warn;
      const loaded = await loadConfigFromFile(
        { command: "build", mode: "production" },
        path.join(projectRoot, file),
        projectRoot,
        "warn",
        logger,
      );
      expect(loaded?.config).toBeTruthy();
      expect(warnings).toEqual([]);
      // Vite restarts the dev server when a file the config imports changes: never a data file.
      const content = `${path.join(projectRoot, "content")}${path.sep}`;
      expect(
        loaded?.dependencies.filter((file) =>
          path.resolve(projectRoot, file).startsWith(content),
        ),
      ).toEqual([]);
    });
});
