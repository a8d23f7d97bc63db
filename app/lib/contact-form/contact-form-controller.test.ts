import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  AUTOSAVE_DELAY_MS,
  CLEARED_MESSAGE_MS,
  RESTORED_BANNER_MS,
} from "./contact-form-controller";
import { complete, memoryStorage, saved, setUp } from "./controller-test-kit";
import { SAVED_CONTACT_KEY } from "./saved-contact";

vi.mock("../analytics", () => ({ track: vi.fn() }));
vi.mock(import("./mailto"), async (original) => ({
  ...(await original()),
  openMailClient: vi.fn(),
}));

describe("ContactFormController", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  describe("autosave", () => {
    it("saves name, email, phone and company 1000 ms after the last change", () => {
      const { fill, storage } = setUp();
      fill({ name: "T" });
      vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 1);
      fill({ name: "Thandi", company: "Acme" });
      vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 1);
      expect(storage.setItem).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(storage.setItem).toHaveBeenCalledOnce();
      expect(JSON.parse(storage.data.get(SAVED_CONTACT_KEY) ?? "")).toEqual({
        name: "Thandi",
        email: "",
        phone: "",
        company: "Acme",
      });
    });

    it("never saves or schedules on the subject or message", () => {
      const { fill, storage, form } = setUp();
      fill({ subject: "secret", message: "secret" });
      vi.advanceTimersByTime(AUTOSAVE_DELAY_MS * 5);
      expect(storage.setItem).not.toHaveBeenCalled();
      expect(form.getState().hasSavedData).toBe(false);
    });

    it("saves nothing while the four fields hold only white space", () => {
      const { fill, storage } = setUp();
      fill({ name: "   ", email: "\t", phone: " ", company: "\n" });
      vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
      expect(storage.setItem).not.toHaveBeenCalled();
    });

    it("keeps the form working when saving fails, with a warning", () => {
      const warn = vi
        .spyOn(console, "warn")
        .mockImplementation(() => undefined);
      const storage = memoryStorage();
      storage.setItem.mockImplementation(() => {
        throw new DOMException("full", "QuotaExceededError");
      });
      const { fill, form, openMailClient } = setUp({ storage });
      fill(complete);
      vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
      expect(warn).toHaveBeenCalledOnce();
      expect(form.getState().hasSavedData).toBe(false);
      form.submit();
      expect(openMailClient).toHaveBeenCalledOnce();
    });

    it("writes a pending save at once when the form goes away", () => {
      const { fill, form, storage } = setUp();
      fill({ email: "t@example.co.za" });
      form.dispose();
      expect(storage.setItem).toHaveBeenCalledOnce();
      vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
      expect(storage.setItem).toHaveBeenCalledOnce();
    });
  });

  describe("restore", () => {
    it("fills the four saved fields, never subject or message, and shows the banner for 3 s", () => {
      const storage = memoryStorage({
        [SAVED_CONTACT_KEY]: JSON.stringify({
          ...saved,
          subject: "x",
          message: "y",
        }),
      });
      const { form } = setUp({ storage });
      form.restore();
      expect(form.getState()).toMatchObject({
        values: { ...saved, subject: "", message: "" },
        restoredBanner: true,
        hasSavedData: true,
      });
      vi.advanceTimersByTime(RESTORED_BANNER_MS - 1);
      expect(form.getState().restoredBanner).toBe(true);
      vi.advanceTimersByTime(1);
      expect(form.getState().restoredBanner).toBe(false);
      expect(form.getState().values.name).toBe("Thandi");
    });

    it.each([
      ["nothing is saved", memoryStorage()],
      [
        "the saved data is corrupt",
        memoryStorage({ [SAVED_CONTACT_KEY]: "{oops" }),
      ],
      [
        "storage is unavailable",
        {
          ...memoryStorage(),
          getItem: vi.fn(() => {
            throw new DOMException("denied", "SecurityError");
          }),
        },
      ],
    ])("shows no banner when %s", (_, storage) => {
      vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const { form } = setUp({ storage });
      form.restore();
      expect(form.getState().restoredBanner).toBe(false);
      expect(form.getState().values.name).toBe("");
    });
  });

  describe("clear saved data", () => {
    it("removes the saved details, cancels a pending save and shows the message for 3 s", () => {
      const storage = memoryStorage({
        [SAVED_CONTACT_KEY]: JSON.stringify(saved),
      });
      const { form, fill, events } = setUp({ storage });
      form.restore();
      fill({ name: "Thandi M" });
      form.clearSaved();
      expect(storage.data.has(SAVED_CONTACT_KEY)).toBe(false);
      expect(form.getState()).toMatchObject({
        clearedMessage: true,
        restoredBanner: false,
        hasSavedData: false,
      });
      vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
      expect(storage.data.has(SAVED_CONTACT_KEY)).toBe(false);
      vi.advanceTimersByTime(CLEARED_MESSAGE_MS - AUTOSAVE_DELAY_MS - 1);
      expect(form.getState().clearedMessage).toBe(true);
      vi.advanceTimersByTime(1);
      expect(form.getState().clearedMessage).toBe(false);
      expect(events("user_action")).toContainEqual(
        expect.objectContaining({
          action: "clear_saved_data",
          context: "contact_form",
        }),
      );
    });

    it("still shows the message when storage fails, with a warning", () => {
      const warn = vi
        .spyOn(console, "warn")
        .mockImplementation(() => undefined);
      const storage = memoryStorage();
      storage.removeItem.mockImplementation(() => {
        throw new Error("denied");
      });
      const { form } = setUp({ storage });
      form.clearSaved();
      expect(warn).toHaveBeenCalledOnce();
      expect(form.getState().clearedMessage).toBe(true);
    });
  });

  it("notifies subscribers of every change until they unsubscribe", () => {
    const { form, fill } = setUp();
    const listener = vi.fn();
    const unsubscribe = form.subscribe(listener);
    fill({ name: "T" });
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
    fill({ name: "Th" });
    expect(listener).toHaveBeenCalledOnce();
  });
});
