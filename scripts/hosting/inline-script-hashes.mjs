// @ts-check
/** The CSP hashes of a page's inline scripts: a policy without 'unsafe-inline' names each. */
import { createHash } from "node:crypto";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE =
  /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** The HTML standard's JavaScript MIME types, and the other script types a CSP governs. */
const EXECUTABLE_TYPE = new RegExp(
  "^(?:|module|importmap|speculationrules" +
    "|(?:application|text)/(?:x-)?(?:ecma|java)script" +
    "|text/(?:javascript1\\.[0-5]|jscript|livescript))$",
);

/**
 * @param {string} source attribute text of a start tag
 * @returns {Map<string, string>}
 */
function parseAttributes(source) {
  const attributes = new Map();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? "").toLowerCase();
    if (!attributes.has(name))
      attributes.set(name, match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

/**
 * `'sha256-…'` over the UTF-8 bytes of the script's raw text, as a browser computes it.
 * @param {string} text
 */
export function scriptHash(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The hashes of every inline script the browser would run, in order, each once. Data blocks
 * (`application/ld+json`) never meet the CSP.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributeText = "", text = ""] of html.matchAll(SCRIPT)) {
    const attributes = parseAttributes(attributeText);
    if (attributes.has("src")) continue;
    const type = (attributes.get("type") ?? "").trim().toLowerCase();
    if (!EXECUTABLE_TYPE.test(type)) continue;
    hashes.add(scriptHash(text));
  }
  return [...hashes];
}
