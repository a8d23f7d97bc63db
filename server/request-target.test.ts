import { describe, expect, it } from "vitest";

import { readRequestTarget } from "./request-target.mjs";

describe("readRequestTarget", () => {
  it("splits a clean target into its raw path, decoded path and query", () => {
    expect(readRequestTarget("/blog/a%20b?x=1#top")).toEqual({
      rawPath: "/blog/a%20b",
      path: "/blog/a b",
      search: "?x=1",
    });
    expect(readRequestTarget("/home")).toEqual({
      rawPath: "/home",
      path: "/home",
      search: "",
    });
  });

  it("accepts the absolute form", () => {
    expect(readRequestTarget("http://example.org/home?a")).toEqual({
      rawPath: "/home",
      path: "/home",
      search: "?a",
    });
  });

  it.each([
    "/../etc/passwd",
    "/assets/../../secret",
    "/%2e%2e/secret",
    "/%2E%2e%2fsecret",
    "/..%2fsecret",
    "/.%2e/secret",
    "/./home",
    "/home%00.html",
    "/home%0d%0aSet-Cookie:%20x=1",
    "/..%5csecret",
    "/a\\b",
    "/%E0%A4%A",
    "/%zz",
    "home",
    "*",
    "/caf\u00e9",
    "/a b",
  ])("refuses %s", (target) => {
    expect(readRequestTarget(target)).toBeNull();
  });
});
