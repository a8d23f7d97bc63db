// @ts-check
/**
 * The first-load JavaScript of a page (the shared definition of issue 9, decision 053): the
 * scripts the page references (script src, link rel=modulepreload, the specifiers imported by
 * its inline module scripts), then every file those import statically, transitively. Files
 * reached only through a dynamic import() inside a module are loaded later, on demand, so they
 * are not counted. An inline module script's own import() is counted: it runs as the page loads.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { parse } from "acorn";

import { gzipSize } from "./build-files.mjs";

/** @typedef {import("./build-files.mjs").Tag} Tag */

/**
 * The module specifiers of a script: static (`import … from`, `import "…"`, `export … from`)
 * and dynamic (`import("…")` with a string literal).
 * @param {string} code
 * @returns {{ static: string[], dynamic: string[] }}
 */
export function moduleSpecifiers(code) {
  /** @type {{ static: string[], dynamic: string[] }} */
  const found = { static: [], dynamic: [] };
  // import() can sit in any expression: found in the token stream, which knows strings,
  // comments, templates and regular expressions apart from code.
  /** @type {import("acorn").Token[]} */
  const recent = [];
  const program = parse(code, {
    ecmaVersion: "latest",
    sourceType: "module",
    onToken(token) {
      recent.push(token);
      if (recent.length > 3) recent.shift();
      const [keyword, paren, source] = recent;
      if (
        recent.length === 3 &&
        keyword?.type.keyword === "import" &&
        paren?.type.label === "(" &&
        source?.type.label === "string"
      )
        found.dynamic.push(
          String(/** @type {{ value?: unknown }} */ (source).value),
        );
    },
  });
  for (const statement of program.body) {
    if (
      (statement.type === "ImportDeclaration" ||
        statement.type === "ExportAllDeclaration" ||
        statement.type === "ExportNamedDeclaration") &&
      typeof statement.source?.value === "string"
    )
      found.static.push(statement.source.value);
  }
  return found;
}

/**
 * The URLs of the scripts a page loads on its own: `<script src>`, `<link rel=modulepreload>`
 * and every specifier (static or dynamic) of its inline module scripts.
 * @param {Tag[]} tags
 * @returns {string[]}
 */
export function pageScriptUrls(tags) {
  /** @type {string[]} */
  const urls = [];
  for (const tag of tags) {
    if (tag.name === "script") {
      const src = tag.attributes.get("src");
      if (src) urls.push(src);
      else if (tag.attributes.get("type")?.trim().toLowerCase() === "module") {
        try {
          const specifiers = moduleSpecifiers(tag.text);
          urls.push(...specifiers.static, ...specifiers.dynamic);
        } catch {
          // It fails in the browser, where the e2e suite loads every page.
        }
      }
    }
    const rel = tag.attributes.get("rel")?.toLowerCase().split(/\s+/) ?? [];
    const href = tag.attributes.get("href");
    if (tag.name === "link" && rel.includes("modulepreload") && href)
      urls.push(href);
  }
  return urls;
}

/**
 * The file under the client folder that a same-origin script URL names, or null for another
 * origin. Query and fragment are ignored.
 * @param {string} url
 * @param {string} fromPath URL path of the page or module that references it
 */
export function scriptFileOf(url, fromPath) {
  const resolved = new URL(url, `https://site.invalid${fromPath}`);
  if (resolved.origin !== "https://site.invalid") return null;
  return decodeURIComponent(resolved.pathname).replace(/^\/+/, "");
}

/**
 * The first-load JavaScript of a page: its files and their summed gzip size. A file missing from
 * the build is passed over: it fails in the browser, where the e2e suite loads every page.
 * @param {string} clientDir
 * @param {string} pagePath URL path the page is served at, for relative URLs
 * @param {Tag[]} tags the page's tags
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
    const full = file === null ? "" : path.join(clientDir, file);
    if (file === null || files.has(file) || !existsSync(full)) continue;
    files.add(file);
    let module = cache.get(file);
    if (!module) {
      const code = readFileSync(full);
      /** @type {string[]} */
      let imports;
      try {
        imports = moduleSpecifiers(code.toString("utf8")).static;
      } catch {
        // It fails in the browser, where the e2e suite loads every page; its size still counts.
        imports = [];
      }
      module = { gzip: gzipSize(code), imports };
      cache.set(file, module);
    }
    total += module.gzip;
    queue.push(...module.imports.map((url) => scriptFileOf(url, `/${file}`)));
  }
  return { files: [...files], total };
}
