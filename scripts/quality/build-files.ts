/** Reading a client build folder for the build-output checks: its pages, gzip sizes and tags. */
import { gzipSync } from "node:zlib";

import { Parser } from "htmlparser2";

import { EDITOR_FOLDER, filesUnder } from "../build-folder.ts";

/** A client folder's files but the content editor's and postbuild's `.br`/`.gz` twins. */
export function siteFilesOf(clientDir: string) {
  return filesUnder(clientDir).filter(
    (file) => !file.startsWith(`${EDITOR_FOLDER}/`) && !/\.(br|gz)$/.test(file),
  );
}

/** Every prerendered page (`<path>/index.html`), then the fallback `index.html`, with a label. */
export function pagesOf(clientDir: string) {
  const files = siteFilesOf(clientDir);
  return [
    ...files
      .filter((file) => file.endsWith("/index.html"))
      .map((file) => {
        const path = `/${file.slice(0, -"/index.html".length)}`;
        return { file, path, label: path };
      }),
    ...(files.includes("index.html")
      ? [{ file: "index.html", path: "/", label: "(fallback) index.html" }]
      : []),
  ];
}

/** Bytes as the server sends them: gzip level 9, as postbuild.ts writes the `.gz` twins. */
export const gzipSize = (content: string | Buffer) =>
  gzipSync(content, { level: 9 }).length;

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A start tag: lower-case name, decoded attributes, and for a script or style its raw text. */
export type Tag = {
  name: string;
  attributes: Record<string, string>;
  text: string;
};

export function tagsOf(html: string) {
  const tags: Tag[] = [];
  let open: Tag | undefined; // the script or style being read
  new Parser({
    onopentag(name, attributes) {
      tags.push({ name, attributes, text: "" });
      open = name === "script" || name === "style" ? tags.at(-1) : undefined;
    },
    ontext(text) {
      if (open) open.text += text;
    },
    onclosetag: () => (open = undefined),
  }).end(html);
  return tags;
}
