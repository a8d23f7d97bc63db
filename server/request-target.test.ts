import { describe, expect, it } from "vitest";

import {
  hostIsValid,
  readRequestTarget,
  requestRefusal,
} from "./request-target.mjs";

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

describe("hostIsValid", () => {
  it.each([
    [["www.example.co.za"]],
    [["localhost:4173"]],
    [["evil.example:99999"]],
    [["[::1]:80"]],
    [["example.org."]],
    [["evil.example\\x"]],
    [undefined],
  ])("accepts %j, as nginx does", (values) => {
    expect(hostIsValid(values)).toBe(true);
  });

  it.each([
    [["a.example", "evil.example"]],
    [[""]],
    [[":80"]],
    [["."]],
    [["evil.example/x"]],
    [["a..b"]],
    [["a\u0000b"]],
  ])("refuses %j, as nginx does", (values) => {
    expect(hostIsValid(values)).toBe(false);
  });
});

describe("requestRefusal", () => {
  it("refuses HTTP versions other than 1.x with 505, and a bad or missing Host with 400", () => {
    const http = (minor: number, host?: string[]) => ({
      httpVersionMajor: 1,
      httpVersionMinor: minor,
      headersDistinct: { host },
    });
    expect(requestRefusal(http(1, ["localhost"]))).toBeNull();
    expect(
      requestRefusal({ ...http(1, ["localhost"]), httpVersionMajor: 2 }),
    ).toBe(505);
    expect(requestRefusal(http(1, ["a", "b"]))).toBe(400);
    expect(requestRefusal(http(1))).toBe(400);
    expect(requestRefusal(http(0))).toBeNull();
  });
});
