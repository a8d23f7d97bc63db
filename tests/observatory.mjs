// @ts-check
/**
 * Scores a host with MDN's HTTP Observatory scanner (@mdn/mdn-http-observatory), offline: run
 * as a child process so that NODE_EXTRA_CA_CERTS can make it trust a test's throwaway
 * certificate (Node reads that variable only at start-up). The scanner visits http:// and
 * https:// on the default ports of the host it is given, at "/" or at a given path.
 */
import { execFile } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The scanner reads Chromium's HSTS preload list from a file its install script downloads; with
 * no network there is none. No test host is on that list: an empty one says exactly that.
 */
function ensurePreloadList() {
  const require = createRequire(import.meta.url);
  const main = require.resolve("@mdn/mdn-http-observatory");
  const file = path.join(path.dirname(main), "..", "conf", "hsts-preload.json");
  if (!existsSync(file)) writeFileSync(file, "{}\n");
}

/**
 * @typedef {{ score: number, grade: string, tests: Record<string, { result: string, pass: boolean, scoreModifier: number }> }} ObservatoryScore
 */

/**
 * @param {string} host a hostname or address, served on ports 80 and/or 443
 * @param {{ caFile?: string, path?: string }} [options] a certificate the scanner should trust;
 *   the page to scan ("/" unless given)
 * @returns {Promise<ObservatoryScore>}
 */
export function observatoryScore(host, { caFile, path: pagePath = "" } = {}) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [fileURLToPath(import.meta.url), host, pagePath],
      {
        env: { ...process.env, ...(caFile && { NODE_EXTRA_CA_CERTS: caFile }) },
        timeout: 25_000,
      },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${error.message}\n${stderr}`));
        else resolve(JSON.parse(stdout));
      },
    );
  });
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
) {
  const [host, pagePath = ""] = process.argv.slice(2);
  if (!host)
    throw new Error("Usage: node tests/observatory.mjs <host> [/path]");
  if (pagePath && !/^\/[\w/-]*$/.test(pagePath))
    throw new Error(`Not a page path: ${pagePath}`);
  ensurePreloadList();
  const { scan } = await import("@mdn/mdn-http-observatory");
  // scan() takes a host only and does not pass its retriever's `path` option on; the retriever
  // writes its URLs as `http(s)://${host}${path}`, so a page rides on the host. The analysers
  // read hosts from the URLs fetched; the name given is used only for the HSTS preload list
  // (empty offline) and to compare absolute script addresses (the editor has none).
  const result = await scan(host + pagePath);
  /** @type {ObservatoryScore} */
  const score = {
    score: result.scan.score,
    grade: result.scan.grade,
    tests: Object.fromEntries(
      Object.entries(result.tests).map(([name, test]) => [
        name,
        {
          result: test.result,
          pass: test.pass,
          scoreModifier: test.scoreModifier,
        },
      ]),
    ),
  };
  process.stdout.write(JSON.stringify(score));
}
