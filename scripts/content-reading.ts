import { readFileSync } from "node:fs";
import { registerHooks } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { CONTENT_DIR } from "../app/content/content-files.ts";
import { legalSlugs } from "../app/content/legal/types.ts";
import { serviceTile } from "../app/content/service-tile.ts";
import type { Service } from "../app/content/services.schema.ts";
import { typographicContent } from "../app/content/typographic-quotes.ts";

/**
 * How the site reads its content files, in one place for every reader: the site's build and dev
 * server and the unit tests (through Vite, scripts/vite-plugin-content.ts) and the end-to-end
 * tests (through Node's module hooks, registerContentReading), so each sees the same text.
 */

/** The facts the build derives from the content files: a module of them, built by the build. */
export const DERIVED_CONTENT_ID = "virtual:derived-content";

/** Whether a path is a data file under root/content/. */
export const isContentJson = (root: string, file: string) =>
  file.endsWith(".json") &&
  file.startsWith(path.join(root, CONTENT_DIR) + path.sep);

/** A content file's text as the site reads it: its prose with typographic quotes. */
export const readContentJson = (text: string) =>
  JSON.stringify(typographicContent(JSON.parse(text) as unknown));

/** The files, under content/, the derived facts are read from. */
export const DERIVED_CONTENT_FILES = [
  "services.json",
  ...legalSlugs.map((slug) => `legal/${slug}.json`),
];

/**
 * The source of `virtual:derived-content`: each service's tile on Home (so Home carries the
 * tiles, not the services file) and each legal document's title, the name of its footer link
 * (so every page carries the four titles, not the documents).
 */
export function derivedContentModule(root: string): string {
  const read = (file: string) =>
    typographicContent(
      JSON.parse(readFileSync(path.join(root, CONTENT_DIR, file), "utf8")),
    ) as Record<string, unknown>;
  const services = read("services.json").services as Service[];
  const legalTitles = Object.fromEntries(
    legalSlugs.map((slug) => [slug, read(`legal/${slug}.json`).title]),
  );
  return [
    `export const serviceTiles = ${JSON.stringify(services.map(serviceTile))};`,
    `export const legalTitles = ${JSON.stringify(legalTitles)};`,
  ].join("\n");
}

/**
 * Makes Node read the content as the build does: the end-to-end tests import the site's content
 * modules in Node, and must find the text the pages show.
 */
export function registerContentReading(root: string) {
  const moduleUrl = `${pathToFileURL(path.join(root, "node_modules"))}/${DERIVED_CONTENT_ID}`;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (specifier === DERIVED_CONTENT_ID)
        return { url: moduleUrl, format: "module", shortCircuit: true };
      return nextResolve(specifier, context);
    },
    load(url, context, nextLoad) {
      if (url === moduleUrl)
        return {
          format: "module",
          source: derivedContentModule(root),
          shortCircuit: true,
        };
      const result = nextLoad(url, context);
      if (
        url.startsWith("file:") &&
        isContentJson(root, fileURLToPath(url)) &&
        result.source !== undefined
      )
        return { ...result, source: readContentJson(String(result.source)) };
      return result;
    },
  });
}
