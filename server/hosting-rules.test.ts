import { describe, expect, it } from "vitest";

import {
  cacheControlFor,
  missingPathResponse,
  redirectFor,
} from "./hosting-rules.mjs";

describe("redirectFor", () => {
  it("sends / and /index.html to /home for good", () => {
    expect(redirectFor("/", "")).toEqual({ status: 301, location: "/home" });
    expect(redirectFor("/index.html", "")).toEqual({
      status: 301,
      location: "/home",
    });
  });

  it("drops a trailing slash and keeps the query", () => {
    expect(redirectFor("/services/", "?ref=mail")).toEqual({
      status: 301,
      location: "/services?ref=mail",
    });
    expect(redirectFor("/blog//", "")).toEqual({
      status: 301,
      location: "/blog",
    });
  });

  it("leaves real paths alone", () => {
    expect(redirectFor("/home", "")).toBeNull();
    expect(redirectFor("/assets/root-abc.js", "")).toBeNull();
  });
});

describe("missingPathResponse", () => {
  it("sends unknown pages home, temporarily", () => {
    expect(missingPathResponse("/no-such-page")).toEqual({
      status: 302,
      location: "/home",
    });
    expect(missingPathResponse("/blog/no-such-article")).toEqual({
      status: 302,
      location: "/home",
    });
  });

  it("answers 404 for a missing file", () => {
    expect(missingPathResponse("/assets/missing-123.js")).toEqual({
      status: 404,
    });
    expect(missingPathResponse("/favicon.ico")).toEqual({ status: 404 });
  });
});

describe("cacheControlFor", () => {
  it("caches hashed assets for a year and revalidates everything else", () => {
    expect(cacheControlFor("/assets/root-abc.js")).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(cacheControlFor("/home/index.html")).toBe("no-cache");
    expect(cacheControlFor("/favicon.svg")).toBe("no-cache");
  });

  it("revalidates the version file and the service worker on every request", () => {
    // A stale copy of either would hide a new deploy from the version check or the worker.
    expect(cacheControlFor("/version.json")).toBe("no-cache");
    expect(cacheControlFor("/sw.js")).toBe("no-cache");
  });
});
