// @ts-check
import { createReadStream, statSync } from "node:fs";
import path from "node:path";

import fresh from "fresh";
import Negotiator from "negotiator";

import { filesUnder } from "../scripts/build-folder.mjs";
import { ifRangeHolds, readByteRange } from "./byte-range.mjs";
import { ASSET_TYPES, extensionOf, TWINS } from "./hosting-rules.mjs";

/** @typedef {{ abs: string, size: number, etag: string, lastModified: string }} BuildFile */

/** @param {string} pathname */
export function contentTypeFor(pathname) {
  const extension = extensionOf(pathname);
  if (extension === "html") return "text/html; charset=utf-8";
  return ASSET_TYPES[extension] ?? "application/octet-stream";
}

/**
 * Every file under the build folder but hidden ones, by URL path ("/home/index.html").
 * @param {string} root
 * @returns {Map<string, BuildFile>}
 */
export function indexBuild(root) {
  /** @type {Map<string, BuildFile>} */
  const files = new Map();
  for (const name of filesUnder(root)) {
    if (name.split("/").some((segment) => segment.startsWith("."))) continue;
    const abs = path.join(root, name);
    const { mtime, size } = statSync(abs);
    // A strong tag, like nginx's: a file changes only by a new build.
    const etag = `"${mtime.getTime().toString(16)}-${size.toString(16)}"`;
    files.set(`/${name}`, {
      abs,
      size,
      etag,
      lastModified: mtime.toUTCString(),
    });
  }
  return files;
}

/**
 * Sends one file of the build: a byte range of the plain file if one applies, else the best
 * encoding the client accepts; 304 when its copy is current.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {Map<string, BuildFile>} files the build's index
 * @param {string} name a key of `files`
 */
export function sendBuildFile(req, res, files, name) {
  const plain = /** @type {BuildFile} */ (files.get(name));
  const { range: rangeHeader, "if-range": ifRange } =
    /** @type {Record<string, string | undefined>} */ (req.headers);
  const range =
    req.method === "GET" && rangeHeader && ifRangeHolds(ifRange, plain)
      ? readByteRange(rangeHeader, plain.size)
      : /** @type {const} */ ({ kind: "whole" });
  const twins = Object.entries(TWINS).filter(([suffix]) =>
    files.has(`${name}.${suffix}`),
  );
  const accepted = new Negotiator(req).encodings(Object.values(TWINS));
  // A range counts bytes of the plain file, never of a compressed copy.
  const [suffix, encoding] =
    (range.kind === "whole" && twins.find(([, e]) => accepted.includes(e))) ||
    [];
  const file = files.get(`${name}.${suffix}`) ?? plain;

  if (twins.length > 0) res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", file.etag);
  res.setHeader("Last-Modified", file.lastModified);
  res.setHeader("Accept-Ranges", "bytes");
  // If-None-Match alone: a request's Cache-Control speaks to caches, not to this server.
  const { "if-none-match": noneMatch } = req.headers;
  if (fresh({ "if-none-match": noneMatch }, { etag: file.etag })) {
    res.writeHead(304).end();
    return;
  }
  if (range.kind === "unsatisfiable") {
    res.writeHead(416, {
      "Content-Range": `bytes */${plain.size}`,
      "Content-Type": "text/plain; charset=utf-8",
    });
    res.end("Range not satisfiable");
    return;
  }
  res.setHeader("Content-Type", contentTypeFor(name));
  if (encoding) res.setHeader("Content-Encoding", encoding);
  const part = range.kind === "part" ? range : undefined;
  if (part)
    res.setHeader(
      "Content-Range",
      `bytes ${part.start}-${part.end}/${plain.size}`,
    );
  res.writeHead(part ? 206 : 200, {
    "Content-Length": part ? part.end - part.start + 1 : file.size,
  });
  if (req.method === "HEAD") res.end();
  else
    createReadStream(file.abs, part)
      .on("error", () => res.destroy())
      .pipe(res);
}
