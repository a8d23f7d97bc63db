import { createReadStream, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";

import fresh from "fresh";
import Negotiator from "negotiator";

import { filesUnder } from "../scripts/build-folder.ts";
import { ASSET_TYPES, extensionOf, TWINS } from "./hosting-rules.ts";

const WHOLE = { kind: "whole" } as const;

/** `bytes=first-[last]` or `bytes=-suffix`, with the empty list elements RFC 9110 allows. */
const BYTE_RANGE = /^bytes=(?:,[ \t]*)*(?:(\d+)-(\d*)|-(\d+))(?:[ \t]*,)*$/i;

/** One satisfiable range is answered, an unsatisfiable one refused, else the whole file (071). */
export function readByteRange(header: string | undefined, size: number) {
  const match = header === undefined ? null : BYTE_RANGE.exec(header);
  if (!match || size === 0) return WHOLE;
  const [, first, last, suffix] = match;
  if (suffix !== undefined) {
    const length = Number(suffix);
    if (length === 0) return { kind: "unsatisfiable" } as const;
    const start = Math.max(0, size - length);
    return { kind: "part", start, end: size - 1 } as const;
  }
  const start = Number(first);
  const end = last === "" ? Infinity : Number(last);
  if (end < start) return WHOLE;
  if (start >= size) return { kind: "unsatisfiable" } as const;
  return { kind: "part", start, end: Math.min(end, size - 1) } as const;
}

/** Whether If-Range lets the Range apply (RFC 9110 8.8.2.2); the build's tags are all strong. */
export function ifRangeHolds(
  ifRange: string | undefined,
  { etag, lastModified }: { etag: string; lastModified: string },
  now = Date.now(),
) {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith("W/")) return value === etag;
  return value === lastModified && Date.parse(lastModified) <= now - 1000;
}

export function contentTypeFor(pathname: string) {
  const extension = extensionOf(pathname);
  if (extension === "html") return "text/html; charset=utf-8";
  return ASSET_TYPES[extension] ?? "application/octet-stream";
}

/** Every file under the build folder but hidden ones, by URL path. */
export function indexBuild(root: string) {
  const visible = filesUnder(root).filter((name) => !/(?:^|\/)\./.test(name));
  return new Map(
    visible.map((name) => {
      const abs = path.join(root, name);
      const { mtime, size } = statSync(abs);
      // Strong, like nginx's: a file changes only by a new build.
      const etag = `"${mtime.getTime().toString(16)}-${size.toString(16)}"`;
      return [
        `/${name}`,
        { abs, size, etag, lastModified: mtime.toUTCString() },
      ];
    }),
  );
}

/** Sends a file of the build: a byte range of the plain file, else the best encoding accepted. */
export function sendBuildFile(
  req: IncomingMessage,
  res: ServerResponse,
  files: ReturnType<typeof indexBuild>,
  name: string,
) {
  const plain = files.get(name);
  if (!plain) throw new Error(`Not in the build: ${name}`);
  const { range: rangeHeader } = req.headers;
  const ifRange = req.headers["if-range"] as string | undefined;
  const range =
    req.method === "GET" && rangeHeader && ifRangeHolds(ifRange, plain)
      ? readByteRange(rangeHeader, plain.size)
      : WHOLE;
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
