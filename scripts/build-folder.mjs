// @ts-check
/**
 * Reading and writing a client build folder, for the build steps and the bench: its HTML pages,
 * and the brotli and gzip twins the servers send in place of a file.
 */
import { readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * The content editor's folder in a client build (admin/, decision 086): Decap CMS's page and its
 * megabytes of script, for the marketing team only. Not a page of the site: the site's rewrites,
 * checks, precache and version leave it out; the hosts serve it with its own policy.
 */
export const EDITOR_FOLDER = "admin";

/**
 * Every file under a folder.
 * @param {string} dir
 * @returns {string[]} paths relative to dir, "/"-separated, sorted
 */
export function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path
        .relative(dir, path.join(entry.parentPath, entry.name))
        .split(path.sep)
        .join("/"),
    )
    .sort();
}

/**
 * Every HTML file under a folder.
 * @param {string} dir
 * @returns {string[]} paths relative to dir, "/"-separated, sorted
 */
export function htmlFilesUnder(dir) {
  return filesUnder(dir).filter((file) => file.endsWith(".html"));
}

/**
 * Above this size (only the content editor's main script, 6.5 MB, decision 086) brotli's best
 * quality takes 23 s; quality 9 takes 1 s for an 11% larger file, which only the marketing team
 * downloads. Every file of the site itself is far below it.
 */
const LARGE_FILE_BYTES = 1024 * 1024;
const LARGE_FILE_QUALITY = 9;

/**
 * Writes `<file>.br` (brotli at its best quality; quality 9 above 1 MB) and `<file>.gz` (gzip level 9) of `source`.
 * @param {string} file
 * @param {Buffer | string} source the file's content
 */
export function writeCompressedTwins(file, source) {
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]:
          Buffer.byteLength(source) > LARGE_FILE_BYTES
            ? LARGE_FILE_QUALITY
            : constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(source),
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
}
