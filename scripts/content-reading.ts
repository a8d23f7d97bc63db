import { readFileSync } from "node:fs";
import { registerHooks } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { CONTENT_DIR } from "../app/content/content-files.ts";
import { withFigures } from "../app/content/facts.ts";
import { withPixelSizes } from "../app/content/image-sizes.server.ts";
import { legalSlugs, pagePath } from "../app/content/site-map.ts";
import { typographicContent } from "../app/content/typographic-quotes.ts";

// How Vite (vite-plugin-content.ts) and Node's hooks (the e2e tests) both read the content.

const readContent = (root: string, file: string) =>
  typographicContent(
    withFigures(
      JSON.parse(readFileSync(path.join(root, CONTENT_DIR, file), "utf8")),
    ),
  ) as Record<string, unknown>;

/** A module exporting `name`: each key's content file (under content/), or `pick` of it. */
const derived = (
  name: string,
  files: [key: string, file: string][],
  pick = (data: Record<string, unknown>): unknown => data,
) => ({
  files: files.map(([, file]) => file),
  source: (root: string) =>
    `export const ${name} = ${JSON.stringify(
      Object.fromEntries(
        files.map(([key, file]) => [key, pick(readContent(root, file))]),
      ),
    )};`,
});

/** Modules derived from content files, each its own so a page carries only those it shows. */
export const derivedContent: Record<string, ReturnType<typeof derived>> = {
  "virtual:pages": derived(
    "pages",
    Object.entries(pagePath).map(([key, page]) => [key, `pages${page}.json`]),
  ),
  // The legal documents' titles alone, for the footer's links on every page.
  "virtual:legal-titles": derived(
    "legalTitles",
    legalSlugs.map((slug) => [slug, `legal/${slug}.json`]),
    (document) => document.title,
  ),
};

export const isContentJson = (root: string, file: string) =>
  file.endsWith(".json") &&
  file.startsWith(path.join(root, CONTENT_DIR) + path.sep);

export const readContentJson = (text: string, publicDir: string) =>
  JSON.stringify(
    withPixelSizes(
      typographicContent(withFigures(JSON.parse(text) as unknown)),
      publicDir,
    ),
  );

/** Makes Node read the content as the build does, for the end-to-end tests. */
export function registerContentReading(root: string) {
  // Node wants a URL for each derived module; nothing is read from it.
  const base = `${pathToFileURL(path.join(root, "node_modules"))}/`;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (specifier in derivedContent)
        return { url: base + specifier, format: "module", shortCircuit: true };
      return nextResolve(specifier, context);
    },
    load(url, context, nextLoad) {
      const derived = url.startsWith(base)
        ? derivedContent[url.slice(base.length)]
        : undefined;
      if (derived)
        return {
          format: "module",
          source: derived.source(root),
          shortCircuit: true,
        };
      const result = nextLoad(url, context);
      if (
        url.startsWith("file:") &&
        isContentJson(root, fileURLToPath(url)) &&
        result.source !== undefined
      )
        return {
          ...result,
          source: readContentJson(
            String(result.source),
            path.join(root, "public"),
          ),
        };
      return result;
    },
  });
}
