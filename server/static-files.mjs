// @ts-check
import { createReadStream, readdirSync, statSync } from "node:fs";
import path from "node:path";

import { ifRangeHolds, readByteRange } from "./byte-range.mjs";
import { EXTRA_CONTENT_TYPES, extensionOf } from "./hosting-rules.mjs";

/**
 * @typedef {{ abs: string, size: number, etag: string, lastModified: string }} BuildFile
 *   One file of the build: where it is, its length and its validators.
 */

/**
 * Content types of everything the build may hold (write-hosting-files.mjs refuses other types);
 * a type missing here is sent as application/octet-stream, which `nosniff` keeps inert.
 * @type {Record<string, string>}
 */
const CONTENT_TYPES = {
  html: "text/html; charset=utf-8",
  ...{ js: "text/javascript", mjs: "text/javascript", cjs: "text/javascript" },
  ...{ css: "text/css", map: "application/json", wasm: "application/wasm" },
  ...{ json: "application/json", xml: "text/xml", txt: "text/plain" },
  ...{ csv: "text/csv", pdf: "application/pdf" },
  ...{ png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg" },
  ...{ gif: "image/gif", svg: "image/svg+xml", webp: "image/webp" },
  ...{ avif: "image/avif", bmp: "image/bmp" },
  ...{
    woff: "font/woff",
    woff2: "font/woff2",
    ttf: "font/ttf",
    otf: "font/otf",
  },
  eot: "application/vnd.ms-fontobject",
  ...{ mp4: "video/mp4", webm: "video/webm", mp3: "audio/mpeg" },
  ...{ ogg: "audio/ogg", wav: "audio/wav" },
  ...EXTRA_CONTENT_TYPES,
};

/** @param {string} pathname */
export function contentTypeFor(pathname) {
  return CONTENT_TYPES[extensionOf(pathname)] ?? "application/octet-stream";
}

/** The precompressed twins the build writes beside a file, best first, by their suffix. */
const ENCODINGS = /** @type {const} */ ([
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
]);

/**
 * Every file under the build folder, by URL path ("/home/index.html"), read once at start like a
 * deploy's snapshot. Hidden files are left out.
 * @param {string} root
 * @returns {Map<string, BuildFile>}
 */
export function indexBuild(root) {
  /** @type {Map<string, BuildFile>} */
  const files = new Map();
  for (const name of readdirSync(root, { recursive: true, encoding: "utf8" })) {
    const segments = name.split(path.sep);
    if (segments.some((segment) => segment.startsWith("."))) continue;
    const abs = path.join(root, name);
    const stats = statSync(abs);
    if (!stats.isFile()) continue;
    files.set(`/${segments.join("/")}`, {
      abs,
      size: stats.size,
      // Strong, like nginx's: a file changes only by a new build, with a new time or length.
      etag: `"${stats.mtime.getTime().toString(16)}-${stats.size.toString(16)}"`,
      lastModified: stats.mtime.toUTCString(),
    });
  }
  return files;
}

/**
 * The encodings an Accept-Encoding header allows, honouring `q=0` and `*`.
 * @param {string | undefined} header
 * @returns {Set<string>}
 */
export function acceptedEncodings(header = "") {
  /** @type {Map<string, boolean>} */
  const stated = new Map();
  for (const item of header.toLowerCase().split(",")) {
    const [coding = "", ...params] = item.split(";").map((part) => part.trim());
    const q = params.find((param) => param.startsWith("q="));
    stated.set(coding, !q || Number(q.slice(2)) > 0);
  }
  const accepted = new Set();
  for (const { name } of ENCODINGS)
    if (stated.get(name) ?? stated.get("*")) accepted.add(name);
  return accepted;
}

/**
 * Whether an If-None-Match header names the file's entity tag (weak comparison, RFC 9110 13.1.2).
 * @param {string | undefined} header
 * @param {string} etag
 */
function noneMatch(header, etag) {
  if (header === undefined) return false;
  const opaque = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, "");
  return header
    .split(",")
    .some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/**
 * Sends one file of the build: a byte range of the plain file if one applies, else the best
 * encoding the client accepts; 304 when its copy is current. Headers already set (the policy,
 * Cache-Control) are kept.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {Map<string, BuildFile>} files the build's index
 * @param {string} name a key of `files`
 */
export function sendBuildFile(req, res, files, name) {
  const plain = /** @type {BuildFile} */ (files.get(name));
  const twins = ENCODINGS.filter(({ suffix }) => files.has(name + suffix));
  const rangeAsked = req.method === "GET" && req.headers.range !== undefined;
  const range =
    rangeAsked &&
    ifRangeHolds(
      /** @type {string | undefined} */ (req.headers["if-range"]),
      plain,
    )
      ? readByteRange(req.headers.range, plain.size)
      : /** @type {const} */ ({ kind: "whole" });
  // A range counts bytes of the plain file, never of a compressed copy.
  const accepted = acceptedEncodings(req.headers["accept-encoding"]);
  const twin =
    range.kind === "whole"
      ? twins.find((encoding) => accepted.has(encoding.name))
      : undefined;
  const file = twin
    ? /** @type {BuildFile} */ (files.get(name + twin.suffix))
    : plain;

  if (twins.length > 0) res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", file.etag);
  res.setHeader("Last-Modified", file.lastModified);
  res.setHeader("Accept-Ranges", "bytes");
  if (noneMatch(req.headers["if-none-match"], file.etag)) {
    res.writeHead(304).end();
    return;
  }
  if (range.kind === "unsatisfiable") {
    res
      .writeHead(416, {
        "Content-Range": `bytes */${plain.size}`,
        "Content-Type": "text/plain; charset=utf-8",
      })
      .end("Range not satisfiable");
    return;
  }
  res.setHeader("Content-Type", contentTypeFor(name));
  if (twin) res.setHeader("Content-Encoding", twin.name);
  const part = range.kind === "part" ? range : undefined;
  if (part)
    res.setHeader(
      "Content-Range",
      `bytes ${part.start}-${part.end}/${plain.size}`,
    );
  res.writeHead(part ? 206 : 200, {
    "Content-Length": part ? part.end - part.start + 1 : file.size,
  });
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  createReadStream(file.abs, part && { start: part.start, end: part.end })
    .on("error", () => res.destroy())
    .pipe(res);
}
