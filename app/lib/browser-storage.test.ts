import { afterEach, describe, expect, it, vi } from "vitest";

import { SESSION_STORAGE_STAND_IN } from "../../scripts/defer-hydration.ts";
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

describe("SESSION_STORAGE_STAND_IN", () => {
  it("puts a storage that keeps nothing where reading sessionStorage throws", () => {
    const unblock = blockSiteData();
    try {
      new Function(
        SESSION_STORAGE_STAND_IN.replaceAll("window", "globalThis"),
      )();
      expect(globalThis.sessionStorage.getItem("key")).toBeNull();
      expect(() => globalThis.sessionStorage.setItem("key", "1")).not.toThrow();
      expect(globalThis.sessionStorage.getItem("key")).toBeNull();
    } finally {
      unblock();
    }
  });
});
