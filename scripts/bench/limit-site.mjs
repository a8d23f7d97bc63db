// @ts-check
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { HOSTING_FACTS_FILE } from "../../server/hosting-rules.mjs";
import { CLIENT_BUILD_DIR } from "../../server/serve.mjs";
import { writeCompressedTwins } from "../build-folder.mjs";

/**
 * The page with every `<script>` and `<link rel="modulepreload">` removed: what its
 * prerendered HTML and CSS alone paint, the bench's "limit" (docs/decisions/051).
 * @param {string} html
 */
export function stripScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*\brel\s*=\s*["']?modulepreload\b[^>]*>/gi, "");
}

/**
 * A copy of build/client with its pages stripped and recompressed, the hosting facts beside it,
 * so the same server sends the same headers (the CSP byte for byte) and caching.
 * @param {{ file: string }[]} pages the hosting facts' pages
 */
export function writeLimitSite(pages) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-limit-"));
  const client = path.join(dir, "client");
  cpSync(CLIENT_BUILD_DIR, client, { recursive: true });
  cpSync(
    path.join(CLIENT_BUILD_DIR, "..", HOSTING_FACTS_FILE),
    path.join(dir, HOSTING_FACTS_FILE),
  );
  for (const page of pages) {
    const file = path.join(client, page.file);
    const html = stripScripts(readFileSync(file, "utf8"));
    writeFileSync(file, html);
    writeCompressedTwins(file, html);
  }
  return { dir, client };
}
