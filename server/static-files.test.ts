import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { contentTypeFor, indexBuild } from "./static-files.mjs";

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
