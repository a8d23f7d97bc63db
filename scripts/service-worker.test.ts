import { describe, expect, it } from "vitest";

import { stampVersion } from "./service-worker.ts";

const page = "<html><head><title>T</title></head><body></body></html>";

describe("stampVersion", () => {
  it("writes the build's version into the page's head", () => {
    expect(stampVersion(page, "1.0.0+abc")).toBe(
      '<html><head><title>T</title><meta name="build-version" content="1.0.0+abc"/></head><body></body></html>',
    );
  });

  it("replaces an earlier stamp instead of adding a second", () => {
    const twice = stampVersion(stampVersion(page, "1.0.0+abc"), "1.0.0+def");
    expect(twice.match(/build-version/g)).toHaveLength(1);
    expect(twice).toContain('content="1.0.0+def"');
  });
});
