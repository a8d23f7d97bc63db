import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import {
  contentTypeFor,
  ifRangeHolds,
  indexBuild,
  readByteRange,
} from "./static-files.ts";

describe("contentTypeFor", () => {
  it("types pages, the site's assets and the types generic tables lack", () => {
    expect(contentTypeFor("/home/index.html")).toBe("text/html; charset=utf-8");
    expect(contentTypeFor("/assets/a.JS")).toBe("text/javascript");
    expect(contentTypeFor("/blog/rss.xml")).toBe("text/xml");
    expect(contentTypeFor("/favicon.ico")).toBe("image/x-icon");
    expect(contentTypeFor("/manifest.webmanifest")).toBe(
      "application/manifest+json",
    );
    expect(contentTypeFor("/home.data")).toBe("application/octet-stream");
  });
});

describe("indexBuild", () => {
  it("lists every file by URL path with strong validators, hidden ones left out", () => {
    const root = mkdtempSync(path.join(tmpdir(), "site-index-"));
    mkdirSync(path.join(root, "home"));
    mkdirSync(path.join(root, ".git"));
    writeFileSync(path.join(root, "home", "index.html"), "<p>hi</p>");
    writeFileSync(path.join(root, ".env"), "SECRET=1");
    writeFileSync(path.join(root, ".git", "config"), "");
    const files = indexBuild(root);
    rmSync(root, { recursive: true, force: true });
    expect([...files.keys()]).toEqual(["/home/index.html"]);
    const file = files.get("/home/index.html");
    expect(file?.size).toBe(9);
    expect(file?.etag).toMatch(/^"[0-9a-f]+-9"$/);
    expect(file?.lastModified).toMatch(/ GMT$/);
  });
});

describe("readByteRange", () => {
  it("reads one range, clamping its end to the file", () => {
    expect(readByteRange("bytes=0-9", 100)).toEqual({
      kind: "part",
      start: 0,
      end: 9,
    });
    expect(readByteRange("bytes=90-", 100)).toMatchObject({
      start: 90,
      end: 99,
    });
    expect(readByteRange("bytes=-10", 100)).toMatchObject({
      start: 90,
      end: 99,
    });
    expect(readByteRange("bytes=-1000", 100)).toMatchObject({
      start: 0,
      end: 99,
    });
    expect(readByteRange("bytes=5-1e3", 100)).toEqual({ kind: "whole" });
    expect(readByteRange(`bytes=1-${"9".repeat(40)}`, 100)).toMatchObject({
      start: 1,
      end: 99,
    });
    expect(readByteRange("bytes=, 0-1 ,", 100)).toMatchObject({
      start: 0,
      end: 1,
    });
  });

  it("refuses a range that starts past the end", () => {
    for (const header of ["bytes=100-", "bytes=100-200", "bytes=-0"])
      expect(readByteRange(header, 100), header).toEqual({
        kind: "unsatisfiable",
      });
    expect(readByteRange(`bytes=${"9".repeat(30)}-`, 100).kind).toBe(
      "unsatisfiable",
    );
  });

  it("ignores what it cannot or will not answer: the whole file", () => {
    for (const header of [
      undefined,
      "",
      "bytes=5-1",
      "bytes=abc",
      "bytes=-",
      "bytes =0-1",
      "bytes=0 -1",
      "bytes=+1-2",
      "items=0-5",
      "bytes=0-1,5-6",
    ])
      expect(readByteRange(header, 100), String(header)).toEqual({
        kind: "whole",
      });
    expect(readByteRange("bytes=0-0", 0)).toEqual({ kind: "whole" });
  });
});

describe("ifRangeHolds", () => {
  const now = Date.parse("2026-11-24T10:00:00Z");
  const current = {
    etag: '"19a-708"',
    lastModified: "Mon, 23 Nov 2026 09:00:00 GMT",
  };

  it("holds with no If-Range, the same strong tag or the exact date", () => {
    expect(ifRangeHolds(undefined, current, now)).toBe(true);
    expect(ifRangeHolds('"19a-708"', current, now)).toBe(true);
    expect(ifRangeHolds(current.lastModified, current, now)).toBe(true);
  });

  it("fails for another tag, a weak one, another date or garbage", () => {
    for (const value of [
      '"19a-709"',
      'W/"19a-708"',
      "Mon, 23 Nov 2026 09:00:01 GMT",
      "Monday, 23-Nov-26 09:00:00 GMT",
      "soon",
    ])
      expect(ifRangeHolds(value, current, now), value).toBe(false);
  });

  it("trusts a date only once the file is a second old", () => {
    const justNow = Date.parse(current.lastModified) + 500;
    expect(ifRangeHolds(current.lastModified, current, justNow)).toBe(false);
  });
});
