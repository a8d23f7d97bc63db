import { readFileSync } from "node:fs";
import { registerHooks } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { CONTENT_DIR } from "../app/content/content-files.ts";
import { withFigures } from "../app/content/facts.ts";
import { withPixelSizes } from "../app/content/image-sizes.server.ts";
import { legalSlugs, pagePath } from "../app/content/site-map.ts";
import { typographicContent } from "../app/content/typographic-quotes.ts";

// How the site reads its content files, in one place for every reader: Vite (the build, the dev
// server, the unit tests: vite-plugin-content.ts) and Node's module hooks (the end-to-end tests).

/** A content file's data as the site reads it, from root/content/. */
const readContent = (root: string, file: string) =>
  typographicContent(
    withFigures(
      JSON.parse(readFileSync(path.join(root, CONTENT_DIR, file), "utf8")),
    ),
  ) as Record<string, unknown>;

/**
 * The facts the build derives from the content files, each a module of its own so a page carries
 * only those it shows: the files under content/ each is read from, and its source.
 */
export const derivedContent: Record<
  string,
  { files: readonly string[]; source: (root: string) => string }
> = {
  // Every top-level page's file, by its key in the page index: content/pages/<path>.json.
  "virtual:pages": {
    files: Object.values(pagePath).map((page) => `pages${page}.json`),
    source: (root) => {
      const pages = Object.fromEntries(
        Object.entries(pagePath).map(([key, page]) => [
          key,
          readContent(root, `pages${page}.json`),
        ]),
      );
      return `export const pages = ${JSON.stringify(pages)};`;
    },
  },
  // Each legal document's title, its footer link's name: every page carries the titles alone.
  "virtual:legal-titles": {
    files: legalSlugs.map((slug) => `legal/${slug}.json`),
    source: (root) => {
      const titles = Object.fromEntries(
        legalSlugs.map((slug) => [
          slug,
          readContent(root, `legal/${slug}.json`).title,
        ]),
      );
      return `export const legalTitles = ${JSON.stringify(titles)};`;
    },
  },
};

/** Whether a path is a data file under root/content/. */
export const isContentJson = (root: string, file: string) =>
  file.endsWith(".json") &&
  file.startsWith(path.join(root, CONTENT_DIR) + path.sep);

/** A content file's text as the site reads it: figures filled, quotes typographic, pictures sized. */
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
