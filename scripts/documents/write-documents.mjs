// @ts-check
/**
 * The build's documents as PDF files in the client build folder, their content read through Vite
 * with the site's content plugin, so the PDFs say what the pages say, in the same words.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { runnerImport } from "vite";

import { projectRoot } from "../project-root.mjs";
import { contentReadingPlugin } from "../vite-plugin-content.ts";

/**
 * @param {string} clientDir
 * @returns {Promise<{ path: string, bytes: number }[]>} what it wrote, by URL path
 */
export async function writeDocuments(clientDir) {
  /** @type {{ module: typeof import("./documents.ts") }} */
  const { module } = await runnerImport(
    path.join(projectRoot, "scripts/documents/documents.ts"),
    {
      configFile: false,
      root: projectRoot,
      logLevel: "warn",
      plugins: [contentReadingPlugin()],
      // The site's origin (vite.config.ts), which the statement prints.
      envPrefix: ["VITE_", "SITE_URL"],
    },
  );
  const written = await module.documents();
  for (const document of written) {
    const file = path.join(clientDir, document.path);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, document.bytes);
  }
  return written.map(({ path, bytes }) => ({ path, bytes: bytes.length }));
}
