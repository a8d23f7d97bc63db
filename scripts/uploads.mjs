// @ts-check
/**
 * The pictures and documents uploaded through the editor that no content uses (replaced, refused,
 * or their entry deleted): the build leaves them out and `npm run check:build` names each.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { DOCUMENT_UPLOADS_PATH, UPLOADS_PATH } from "../app/content/uploads.ts";
import { filesUnder } from "./build-folder.mjs";

/** Every file under a folder but hidden ones (.gitkeep), as paths from it; none if missing.
 * @param {string} dir @returns {string[]} */
const filesIn = (dir) =>
  existsSync(dir)
    ? filesUnder(dir).filter((file) => !path.basename(file).startsWith("."))
    : [];

/**
 * The public paths of the uploads ("/images/uploads/…") no file under `root/content/` names.
 * @param {string} root the project's folder (content/ and public/) @returns {string[]}
 */
export function unusedUploads(root) {
  const content = filesIn(path.join(root, "content"))
    .map((file) => readFileSync(path.join(root, "content", file), "utf8"))
    .join("\n");
  return [UPLOADS_PATH, DOCUMENT_UPLOADS_PATH]
    .flatMap((folder) =>
      filesIn(path.join(root, "public", folder)).map(
        (file) => `${folder}/${file}`,
      ),
    )
    .filter((src) => !content.includes(src));
}
