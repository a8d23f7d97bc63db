// @ts-check
/**
 * The first-load JavaScript of a page (decision 053): what it references, then every static
 * import, transitively; a module's own import() loads later, so is not counted.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import { init, parse } from "es-module-lexer";

import { gzipSize } from "./build-files.mjs";

await init;

/**
 * The module specifiers of a script, static (re-exports too) and dynamic (string literals only).
 * @param {string} code
 */
export function moduleSpecifiers(code) {
  const [imports] = parse(code);
  const of = (/** @type {string[]} */ ...types) =>
    imports.flatMap((found) =>
      types.includes(found.type) && found.specifier ? [found.specifier] : [],
    );
  return { static: of("static", "reexport-star"), dynamic: of("dynamic") };
}

/** @param {import("./build-files.mjs").Tag} tag @param {string} rel */
export const linkRel = (tag, rel) =>
  tag.name === "link" &&
  (tag.attributes.rel ?? "").toLowerCase().split(/\s+/).includes(rel);

/**
 * The URLs of the scripts a page loads on its own: `<script src>`, `<link rel=modulepreload>`
 * and every specifier (static or dynamic) of its inline module scripts.
 * @param {import("./build-files.mjs").Tag[]} tags
 */
export function pageScriptUrls(tags) {
  return tags.flatMap((tag) => {
    const { src, type, href } = tag.attributes;
    if (tag.name === "script" && src) return [src];
    if (tag.name === "script" && type?.trim().toLowerCase() === "module") {
      try {
        const specifiers = moduleSpecifiers(tag.text);
        return [...specifiers.static, ...specifiers.dynamic];
      } catch {
        return []; // It fails in the browser, where the e2e suite loads every page.
      }
    }
    return linkRel(tag, "modulepreload") && href ? [href] : [];
  });
}

/**
 * The file under the client folder that a same-origin URL names (query and fragment ignored),
 * or null for another origin.
 * @param {string} url
 * @param {string} fromPath URL path of the page or module that references it
 */
export function scriptFileOf(url, fromPath) {
  const resolved = new URL(url, `https://site.invalid${fromPath}`);
  if (resolved.origin !== "https://site.invalid") return null;
  return decodeURIComponent(resolved.pathname).replace(/^\/+/, "");
}

/**
 * A page's first-load files and their summed gzip size. A missing or broken file is the e2e
 * suite's to find, where the browser loads every page.
 * @param {string} clientDir
 * @param {string} pagePath URL path the page is served at, for relative URLs
 * @param {import("./build-files.mjs").Tag[]} tags the page's tags
 * @param {Map<string, { gzip: number, imports: string[] }>} [cache] shared between pages
 */
export function firstLoadJavaScript(
  clientDir,
  pagePath,
  tags,
  cache = new Map(),
) {
  const queue = pageScriptUrls(tags).map((url) => scriptFileOf(url, pagePath));
  /** @type {Set<string>} */
  const files = new Set();
  let total = 0;
  for (const file of queue) {
    if (file === null || files.has(file)) continue;
    let module = cache.get(file);
    if (!module) {
      let code;
      try {
        code = readFileSync(path.join(clientDir, file));
      } catch {
        continue;
      }
      /** @type {string[]} */
      let imports = [];
      try {
        imports = moduleSpecifiers(code.toString("utf8")).static;
      } catch {
        // Its size still counts.
      }
      module = { gzip: gzipSize(code), imports };
      cache.set(file, module);
    }
    files.add(file);
    total += module.gzip;
    queue.push(...module.imports.map((url) => scriptFileOf(url, `/${file}`)));
  }
  return { files: [...files], total };
}
