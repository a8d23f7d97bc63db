// @ts-check
/**
 * The CSP hashes of a page's inline scripts. React Router writes several inline scripts into
 * every prerendered page (its context, route modules, scroll restoration, React's streaming
 * helpers); a policy without 'unsafe-inline' must name each by its sha256 hash.
 */
import { createHash } from "node:crypto";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE =
  /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** The HTML standard's JavaScript MIME types, and the other script types a CSP governs. */
const EXECUTABLE_TYPES = new Set([
  "",
  "module",
  "importmap",
  "speculationrules",
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

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
 * `'sha256-…'` of a script's text, as a browser computes it: over the UTF-8 bytes of the
 * element's raw text, exactly as written.
 * @param {string} text
 */
export function scriptHash(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The hashes of every inline script the browser would run, in document order, each once.
 * Data blocks (`application/ld+json`) are skipped: the HTML standard stops processing a script
 * of an unknown type before it consults the CSP, so they never need a hash.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributeText = "", text = ""] of html.matchAll(SCRIPT)) {
    const attributes = parseAttributes(attributeText);
    if (attributes.has("src")) continue;
    const type = (attributes.get("type") ?? "").trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(scriptHash(text));
  }
  return [...hashes];
}
