import { afterEach, describe, expect, it, vi } from "vitest";

import { browserStorage } from "./browser-storage";
import { blockSiteData } from "./site-data-blocked.test-kit";

describe("browserStorage", () => {
  let unblock: (() => void) | undefined;
  afterEach(() => {
    unblock?.();
    unblock = undefined;
    vi.unstubAllGlobals();
  });

  it("is undefined where reading the storage throws (site data blocked)", () => {
    unblock = blockSiteData();
    expect(() => globalThis.localStorage).toThrow(DOMException);
    expect(browserStorage("localStorage")).toBeUndefined();
    expect(browserStorage("sessionStorage")).toBeUndefined();
  });

  it("is the storage where there is one", () => {
    const storage = {} as Storage;
    vi.stubGlobal("sessionStorage", storage);
    expect(browserStorage("sessionStorage")).toBe(storage);
  });
});
