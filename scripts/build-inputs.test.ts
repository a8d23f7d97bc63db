import { afterEach, describe, expect, it } from "vitest";

import { buildInputsDigest } from "./build-inputs.ts";

describe("buildInputsDigest", () => {
  const original = process.env.SITE_URL;
  afterEach(() => {
    if (original === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = original;
  });

  it("is the same for the same inputs", () => {
    expect(buildInputsDigest()).toMatch(/^[0-9a-f]{64}$/);
    expect(buildInputsDigest()).toBe(buildInputsDigest());
  });

  it("changes with the SITE_URL build variable, so npm start rebuilds for a new origin", () => {
    process.env.SITE_URL = "https://one.example";
    const first = buildInputsDigest();
    process.env.SITE_URL = "https://two.example";
    expect(buildInputsDigest()).not.toBe(first);
  });
});
