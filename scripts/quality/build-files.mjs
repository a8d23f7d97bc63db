// @ts-check
/**
 * Reading a client build folder for the build-output checks: its files, its pages, gzip sizes,
 * and the tags of an HTML page. The pages are React's prerendered output, so a small tokenizer
 * (tags, attributes, raw text of scripts and styles, comments skipped) reads them exactly enough.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { EDITOR_FOLDER, filesUnder } from "../build-folder.mjs";

/**
 * The site's files in a client folder, "/"-separated and relative to it, sorted: the content
 * editor's folder and postbuild's `.br`/`.gz` twins left out.
 * @param {string} clientDir
 * @returns {string[]}
 */
export function siteFilesOf(clientDir) {
  return filesUnder(clientDir).filter(
    (file) => !file.startsWith(`${EDITOR_FOLDER}/`) && !/\.(br|gz)$/.test(file),
  );
}

/**
 * @typedef {{ file: string, path: string, fallback: boolean }} BuiltPage
 *   A page: its file, the URL path it is served at, and whether it is the fallback `index.html`
 *   hosts serve for unknown paths.
 */

/**
 * Every prerendered page (`<path>/index.html`), then the fallback page (`index.html`).
 * @param {string} clientDir
 * @returns {BuiltPage[]}
 */
export function pagesOf(clientDir) {
  const files = siteFilesOf(clientDir);
  return [
    ...files
      .filter((file) => file.endsWith("/index.html"))
      .map((file) => ({
        file,
        path: `/${file.slice(0, -"/index.html".length)}`,
        fallback: false,
      })),
    ...(files.includes("index.html")
      ? [{ file: "index.html", path: "/", fallback: true }]
      : []),
  ];
}

/** How a page is labelled in the reports. @param {BuiltPage} page */
export function pageLabel(page) {
  return page.fallback ? "(fallback) index.html" : page.path;
}

/**
 * Bytes as the server sends them: gzip at level 9, each file on its own (as postbuild.mjs writes
 * the `.gz` twins).
 * @param {string | Buffer} content
 */
export function gzipSize(content) {
  return gzipSync(content, { level: 9 }).length;
}

/** @param {number} bytes */
export function kilobytes(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** @param {string} clientDir @param {string} file */
export function readText(clientDir, file) {
  return readFileSync(path.join(clientDir, file), "utf8");
}

const NAMED_ENTITIES = /** @type {Record<string, string>} */ ({
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
});

/**
 * Character references in attribute values and text, as far as pages and feeds use them.
 * @param {string} text
 */
function decodeEntities(text) {
  return text.replace(
    /&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi,
    (whole, decimal, hex, name) => {
      if (decimal) return String.fromCodePoint(Number(decimal));
      if (hex) return String.fromCodePoint(parseInt(hex, 16));
      return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    },
  );
}

/**
 * @typedef {{ name: string, attributes: Map<string, string>, text: string, line: number }} Tag
 *   A start tag: lower-case name, decoded attributes, and for script/style its raw text.
 */

const ATTRIBUTE =
  /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const RAW_TEXT = new Set(["script", "style", "textarea", "title"]);

/**
 * A start tag's attributes, names lower-cased and values decoded; the first of a repeated name
 * wins, as in a browser.
 * @param {string} attributeText what follows the tag name inside `<…>`
 * @returns {Map<string, string>}
 */
function attributesOf(attributeText) {
  /** @type {Map<string, string>} */
  const attributes = new Map();
  for (const attribute of attributeText.matchAll(ATTRIBUTE)) {
    const key = (attribute[1] ?? "").toLowerCase();
    if (!attributes.has(key))
      attributes.set(
        key,
        decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? ""),
      );
  }
  return attributes;
}

/**
 * The start tags of an HTML document in order, comments and doctype skipped.
 * @param {string} html
 * @returns {Tag[]}
 */
export function tagsOf(html) {
  /** @type {Tag[]} */
  const tags = [];
  const tagPattern =
    /<!--[\s\S]*?-->|<![^>]*>|<([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
  let match;
  let line = 1;
  let counted = 0;
  while ((match = tagPattern.exec(html))) {
    for (; counted < match.index; counted += 1)
      if (html.charCodeAt(counted) === 10) line += 1;
    const [, rawName, attributeText = ""] = match;
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    const attributes = attributesOf(attributeText);
    let text = "";
    if (RAW_TEXT.has(name) && !attributeText.trimEnd().endsWith("/")) {
      const close = new RegExp(`</${name}\\s*>`, "gi");
      close.lastIndex = tagPattern.lastIndex;
      const end = close.exec(html);
      const stop = end ? end.index : html.length;
      text = html.slice(tagPattern.lastIndex, stop);
      tagPattern.lastIndex = end ? close.lastIndex : html.length;
    }
    tags.push({ name, attributes, text, line });
  }
  return tags;
}
