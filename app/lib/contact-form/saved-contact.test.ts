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

/** The storage as the page's localStorage. */
function use<T extends object>(storage: T): T {
  vi.stubGlobal("localStorage", storage);
  return storage;
}

describe("saved contact details", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("are worth saving only when a field holds more than white space", () => {
    expect(
      worthSaving({ name: " ", email: "\n", phone: "\t", company: "" }),
    ).toBe(false);
    expect(
      worthSaving({ name: "", email: "", phone: "", company: " x " }),
    ).toBe(true);
  });

  it("save only name, e-mail, phone and company, and read them back", () => {
    const storage = use(memoryStorage());
    const withExtra = { ...details, subject: "secret", message: "secret" };
    expect(saveContact(withExtra)).toBe(true);
    expect(JSON.parse(storage.data.get(SAVED_CONTACT_KEY) ?? "")).toEqual(
      details,
    );
    expect(readSavedContact()).toEqual(details);
  });

  it("are not saved when all four fields are blank", () => {
    const storage = use(memoryStorage());
    expect(saveContact({ name: "  ", email: "", phone: "", company: "" })).toBe(
      false,
    );
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it("read as nothing when there are none or they hold nothing", () => {
    use(memoryStorage());
    expect(readSavedContact()).toBeNull();
    use(memoryStorage({ [SAVED_CONTACT_KEY]: '{"name":" "}' }));
    expect(readSavedContact()).toBeNull();
  });

  it.each([
    ["corrupt JSON", "{not json"],
    ["a value that is not an object", '"Thandi"'],
    ["null", "null"],
  ])("ignore %s with a warning", (_, raw) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    use(memoryStorage({ [SAVED_CONTACT_KEY]: raw }));
    expect(readSavedContact()).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it("keep only string fields of a stored object", () => {
    use(
      memoryStorage({
        [SAVED_CONTACT_KEY]: JSON.stringify({
          name: "Thandi",
          email: 42,
          extra: "x",
        }),
      }),
    );
    expect(readSavedContact()).toEqual({
      name: "Thandi",
      email: "",
      phone: "",
      company: "",
    });
  });

  it("log read, save and clear failures as warnings and never throw", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    use(brokenStorage());
    expect(readSavedContact()).toBeNull();
    expect(saveContact(details)).toBe(false);
    expect(() => clearSavedContact()).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it("clear removes the key", () => {
    const storage = use(
      memoryStorage({ [SAVED_CONTACT_KEY]: JSON.stringify(details) }),
    );
    clearSavedContact();
    expect(storage.data.has(SAVED_CONTACT_KEY)).toBe(false);
  });

  it("reads nothing, saves nothing and clears nothing where site data is blocked", () => {
    const unblock = blockSiteData();
    try {
      expect(readSavedContact()).toBeNull();
      expect(saveContact(details)).toBe(false);
      expect(() => clearSavedContact()).not.toThrow();
    } finally {
      unblock();
    }
  });
});
