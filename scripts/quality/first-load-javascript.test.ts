import { readFileSync } from "node:fs";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import {
  firstLoadJavaScript,
  gzipSize,
  moduleSpecifiers,
  pageScriptUrls,
  tagsOf,
} from "./budgets.ts";
import { goodBuild, removeBuilds, writeBuild } from "./build-test-kit.ts";

afterAll(removeBuilds);

describe("moduleSpecifiers", () => {
  it("tells static imports and re-exports from dynamic import()", () => {
    const code = `import{a as b}from"./a.js";import"./side-effect.js";
export*from"./all.js";export{c}from"./named.js";
const lazy=()=>import("./lazy.js");
const text="import('./in-a-string.js')";const pattern=/import("\\.\\/in-a-regexp.js")/;
// import("./in-a-comment.js")
const url=import.meta.url;const computed=import(lazy);`;
    expect(moduleSpecifiers(code)).toEqual({
      static: ["./a.js", "./side-effect.js", "./all.js", "./named.js"],
      dynamic: ["./lazy.js"],
    });
  });
});

describe("pageScriptUrls", () => {
  it("takes script src, modulepreload and both kinds of import of inline module scripts", () => {
    const tags = tagsOf(`<head><link rel="modulepreload" href="/assets/a.js">
<link rel="preload" href="/assets/font.woff2" as="font"><script src="/assets/classic.js"></script>
<script type="application/ld+json">{"url":"/assets/not-a-script.js"}</script>
<script>window.x = "/assets/not-a-module.js"</script></head>
<script type="module">import "/assets/b.js"; import("/assets/c.js");</script>`);
    expect(pageScriptUrls(tags)).toEqual([
      "/assets/a.js",
      "/assets/classic.js",
      "/assets/b.js",
      "/assets/c.js",
    ]);
  });
});

describe("firstLoadJavaScript", () => {
  it("follows static imports transitively but not import() inside modules", () => {
    const dir = writeBuild({
      ...goodBuild(),
      "assets/entry.js": `import "./first.js"; export const later = () => import("./lazy.js");`,
      "assets/first.js": `export * from "./second.js";`,
      "assets/second.js": `import("./lazy-too.js"); export const x = 1;`,
      "assets/lazy.js": `import "./only-from-lazy.js";`,
      "assets/lazy-too.js": "",
      "assets/only-from-lazy.js": "",
    });
    const tags = tagsOf(
      '<link rel="modulepreload" href="/assets/entry.js"><script type="module">import("/assets/boot.js")</script>',
    );
    const result = firstLoadJavaScript(dir, "/home", tags);
    expect(result.files.sort()).toEqual([
      "assets/boot.js",
      "assets/entry.js",
      "assets/first.js",
      "assets/second.js",
      "assets/shared.js",
    ]);
    expect(result.total).toBe(
      result.files
        .map((file) => gzipSize(readFileSync(path.join(dir, file))))
        .reduce((sum, bytes) => sum + bytes, 0),
    );
  });
});
