import { afterEach, describe, expect, it, vi } from "vitest";

import {
  clearSavedContact,
  readSavedContact,
  SAVED_CONTACT_KEY,
  saveContact,
  worthSaving,
} from "./saved-contact";
import { memoryStorage } from "./controller-test-kit";
import { blockSiteData } from "../site-data-blocked.test-kit";

const failing = () => {
  throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
};
const brokenStorage = () => ({
  getItem: vi.fn(failing),
  setItem: vi.fn(failing),
  removeItem: vi.fn(failing),
});

const details = {
  name: "Thandi",
  email: "thandi@example.co.za",
  phone: "",
  company: "",
};

describe("saved contact details", () => {
  afterEach(() => vi.restoreAllMocks());

  it("are worth saving only when a field holds more than white space", () => {
    expect(
      worthSaving({ name: " ", email: "\n", phone: "\t", company: "" }),
    ).toBe(false);
    expect(
      worthSaving({ name: "", email: "", phone: "", company: " x " }),
    ).toBe(true);
  });

  it("save only name, e-mail, phone and company, and read them back", () => {
    const storage = memoryStorage();
    const withExtra = { ...details, subject: "secret", message: "secret" };
    expect(saveContact(withExtra, storage)).toBe(true);
    expect(JSON.parse(storage.data.get(SAVED_CONTACT_KEY) ?? "")).toEqual(
      details,
    );
    expect(readSavedContact(storage)).toEqual(details);
  });

  it("are not saved when all four fields are blank", () => {
    const storage = memoryStorage();
    expect(
      saveContact({ name: "  ", email: "", phone: "", company: "" }, storage),
    ).toBe(false);
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it("read as nothing when there are none or they hold nothing", () => {
    expect(readSavedContact(memoryStorage())).toBeNull();
    expect(
      readSavedContact(memoryStorage({ [SAVED_CONTACT_KEY]: '{"name":" "}' })),
    ).toBeNull();
  });

  it.each([
    ["corrupt JSON", "{not json"],
    ["a value that is not an object", '"Thandi"'],
    ["null", "null"],
  ])("ignore %s with a warning", (_, raw) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(
      readSavedContact(memoryStorage({ [SAVED_CONTACT_KEY]: raw })),
    ).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it("keep only string fields of a stored object", () => {
    const storage = memoryStorage({
      [SAVED_CONTACT_KEY]: JSON.stringify({
        name: "Thandi",
        email: 42,
        extra: "x",
      }),
    });
    expect(readSavedContact(storage)).toEqual({
      name: "Thandi",
      email: "",
      phone: "",
      company: "",
    });
  });

  it("log read, save and clear failures as warnings and never throw", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const storage = brokenStorage();
    expect(readSavedContact(storage)).toBeNull();
    expect(saveContact(details, storage)).toBe(false);
    expect(clearSavedContact(storage)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(saveContact(details, undefined)).toBe(false);
    expect(readSavedContact(undefined)).toBeNull();
  });

  it("clear removes the key", () => {
    const storage = memoryStorage({
      [SAVED_CONTACT_KEY]: JSON.stringify(details),
    });
    expect(clearSavedContact(storage)).toBe(true);
    expect(storage.data.has(SAVED_CONTACT_KEY)).toBe(false);
  });

  it("reads nothing, saves nothing and clears nothing where site data is blocked", () => {
    const unblock = blockSiteData();
    try {
      expect(readSavedContact()).toBeNull();
      expect(saveContact(details)).toBe(false);
      expect(clearSavedContact()).toBe(true);
    } finally {
      unblock();
    }
  });
});
