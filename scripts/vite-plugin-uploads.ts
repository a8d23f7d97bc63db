import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

import type { Plugin } from "vite";

import { DOCUMENT_UPLOADS_PATH, UPLOADS_PATH } from "../app/content/uploads.ts";
import { filesUnder } from "./build-folder.ts";

/** Every file under a folder but hidden ones (.gitkeep), as paths from it; none if missing. */
const filesIn = (dir: string) =>
  existsSync(dir)
    ? filesUnder(dir).filter((file) => !path.basename(file).startsWith("."))
    : [];

/** The public paths of the uploads no content file names: replaced, refused or deleted. */
export function unusedUploads(root: string): string[] {
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

/** Leaves unused uploads out of the build (Vite has copied public/ by the bundle's writing). */
export function uploadsPlugin(): Plugin {
  return {
    name: "khanyisa:uploads",
    apply: "build",
    writeBundle(options) {
      const { consumer, root } = this.environment.config;
      if (consumer !== "client" || !options.dir) return;
      for (const src of unusedUploads(root))
        rmSync(path.join(options.dir, src), { force: true });
    },
  };
}
