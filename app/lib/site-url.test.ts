import { describe, expect, it } from "vitest";

import { DEFAULT_SITE_URL, readSiteUrl } from "./site-url";

describe("readSiteUrl", () => {
  it("falls back to the placeholder origin when unset or blank", () => {
    expect(readSiteUrl(undefined)).toBe(DEFAULT_SITE_URL);
    expect(readSiteUrl("  ")).toBe(DEFAULT_SITE_URL);
  });

  it("returns the origin without a trailing slash", () => {
    expect(readSiteUrl("https://www.example.co.za/")).toBe(
      "https://www.example.co.za",
    );
    expect(readSiteUrl("http://localhost:4173")).toBe("http://localhost:4173");
  });

  it("rejects values that cannot be the site's origin, naming the variable", () => {
    expect(() => readSiteUrl("www.example.co.za")).toThrow(
      /SITE_URL must be an absolute URL/,
    );
    expect(() => readSiteUrl("ftp://example.co.za")).toThrow(
      /https:\/\/ or http:\/\//,
    );
    expect(() => readSiteUrl("https://example.co.za/site")).toThrow(/no path/);
  });
});
