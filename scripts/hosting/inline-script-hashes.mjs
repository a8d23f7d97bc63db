// @ts-check
/** The CSP hashes of a page's inline scripts: a policy without 'unsafe-inline' names each. */
import { createHash } from "node:crypto";

import { tagsOf } from "../quality/build-files.mjs";

/** The HTML standard's JavaScript MIME types, and the other script types a CSP governs. */
const EXECUTABLE_TYPE = new RegExp(
  "^(?:|module|importmap|speculationrules" +
    "|(?:application|text)/(?:x-)?(?:ecma|java)script" +
    "|text/(?:javascript1\\.[0-5]|jscript|livescript))$",
);

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
  for (const { name, attributes, text } of tagsOf(html)) {
    if (name !== "script" || "src" in attributes) continue;
    const type = (attributes.type ?? "").trim().toLowerCase();
    if (EXECUTABLE_TYPE.test(type)) hashes.add(scriptHash(text));
  }
  return [...hashes];
}
