import { afterEach, describe, expect, it, vi } from "vitest";

import {
  CONSENT_STORAGE_KEY,
  consentState,
  readConsent,
  saveConsent,
} from "./consent";
import { blockSiteData } from "../site-data-blocked.test-kit";

/** A Storage in memory, as the page's localStorage. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage = {
    getItem: (key: string) => data.get(key) ?? null,
    removeItem: (key: string) => void data.delete(key),
    setItem: (key: string, value: string) => void data.set(key, value),
  };
  vi.stubGlobal("localStorage", storage);
  return storage;
}

describe("consent", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("is pending until the visitor chooses", () => {
    memoryStorage();
    expect(readConsent()).toBeNull();
    expect(consentState(null)).toBe("pending");
  });

  it("stores and reads back a choice", () => {
    memoryStorage();
    vi.useFakeTimers({ now: new Date("2025-09-19T10:00:00Z") });
    const saved = saveConsent(true);
    expect(saved).toEqual({
      necessary: true,
      analytics: true,
      decidedAt: "2025-09-19T10:00:00.000Z",
      version: 1,
    });
    expect(readConsent()).toEqual(saved);
    expect(consentState(saved)).toBe("granted");
    expect(consentState(saveConsent(false))).toBe("denied");
  });

  it("treats corrupt or foreign data as no choice, removes it and warns", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (const raw of [
      "{not json",
      '"yes"',
      '{"analytics":"yes"}',
      '{"necessary":true,"analytics":true}',
    ]) {
      memoryStorage({ [CONSENT_STORAGE_KEY]: raw });
      expect(readConsent()).toBeNull();
    }
    expect(warn).toHaveBeenCalled();
    const storage = memoryStorage({ [CONSENT_STORAGE_KEY]: '{"analytics":1}' });
    readConsent();
    expect(storage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it("keeps the choice for this visit when storage refuses it", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException("quota", "QuotaExceededError");
    };
    expect(saveConsent(false).analytics).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      "Could not store the consent choice; it applies to this visit only.",
      expect.any(DOMException),
    );
  });

  it("asks again, and keeps a choice for this visit, where site data is blocked", () => {
    const error = vi.spyOn(console, "error");
    const unblock = blockSiteData();
    try {
      expect(readConsent()).toBeNull();
      expect(saveConsent(true).analytics).toBe(true);
    } finally {
      unblock();
    }
    expect(error).not.toHaveBeenCalled();
  });
});
