import { afterEach, describe, expect, it, vi } from "vitest";

import {
  CONSENT_STORAGE_KEY,
  consentState,
  readConsent,
  saveConsent,
} from "./consent";
import { blockSiteData } from "../site-data-blocked.test-kit";

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe("consent", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is pending until the visitor chooses", () => {
    expect(readConsent(memoryStorage())).toBeNull();
    expect(consentState(null)).toBe("pending");
  });

  it("stores and reads back a choice", () => {
    const storage = memoryStorage();
    const saved = saveConsent(
      true,
      storage,
      () => new Date("2025-09-19T10:00:00Z"),
    );
    expect(saved).toEqual({
      necessary: true,
      analytics: true,
      decidedAt: "2025-09-19T10:00:00.000Z",
      version: 1,
    });
    expect(readConsent(storage)).toEqual(saved);
    expect(consentState(saved)).toBe("granted");
    expect(consentState(saveConsent(false, storage))).toBe("denied");
  });

  it("treats corrupt or foreign data as no choice, removes it and warns", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (const raw of [
      "{not json",
      '"yes"',
      '{"analytics":"yes"}',
      '{"necessary":true,"analytics":true}',
    ]) {
      const storage = memoryStorage({ [CONSENT_STORAGE_KEY]: raw });
      expect(readConsent(storage)).toBeNull();
    }
    expect(warn).toHaveBeenCalled();
    const storage = memoryStorage({ [CONSENT_STORAGE_KEY]: '{"analytics":1}' });
    readConsent(storage);
    expect(storage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it("keeps the choice for this visit when storage refuses it", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException("quota", "QuotaExceededError");
    };
    expect(saveConsent(false, full).analytics).toBe(false);
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
