import { readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** The content editor's folder (decision 086): not part of the site's pages, checks or precache. */
export const EDITOR_FOLDER = "admin";

export function filesUnder(dir: string, suffix = "") {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) =>
      path
        .relative(dir, path.join(entry.parentPath, entry.name))
        .split(path.sep)
        .join("/"),
    )
    .sort();
}

/** Pretty-printed, as the build's other JSON files. */
export function writeJson(file: string, value: unknown) {
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

export function writeCompressedTwins(file: string, source: Buffer | string) {
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(source, {
      params: {
        // Above 1 MB (the editor's script) brotli's best takes 23 s, quality 9 takes 1 s.
        [constants.BROTLI_PARAM_QUALITY]:
          Buffer.byteLength(source) > 1024 * 1024
            ? 9
            : constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(source),
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
}
