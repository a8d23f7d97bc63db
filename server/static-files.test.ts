import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import {
  acceptedEncodings,
  contentTypeFor,
  indexBuild,
} from "./static-files.mjs";

describe("acceptedEncodings", () => {
  it("takes the listed codings and honours q=0 and *", () => {
    expect([...acceptedEncodings("gzip, deflate, br")]).toEqual(["br", "gzip"]);
    expect([...acceptedEncodings("br;q=0, gzip;q=0.5")]).toEqual(["gzip"]);
    expect([...acceptedEncodings("*")]).toEqual(["br", "gzip"]);
    expect([...acceptedEncodings("*;q=0, gzip")]).toEqual(["gzip"]);
    expect([...acceptedEncodings("identity")]).toEqual([]);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
    expect([...acceptedEncodings("brotli, xgzip")]).toEqual([]);
  });
});

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
