import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  AUTOSAVE_DELAY_MS,
  CLEARED_MESSAGE_MS,
  ContactFormController,
  RESET_DELAY_MS,
  RESTORED_BANNER_MS,
  type FieldName,
} from "./contact-form-controller";
import { SAVED_CONTACT_KEY } from "./saved-contact";

const TO = "info@khanyisa.example";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: vi.fn((key: string) => data.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void data.set(key, value)),
    removeItem: vi.fn((key: string) => void data.delete(key)),
  };
}

const saved = {
  name: "Thandi",
  email: "thandi@example.co.za",
  phone: "+27 82 000 0000",
  company: "Acme",
};

function setUp({ storage = memoryStorage(), openMailClient = vi.fn() } = {}) {
  const track = vi.fn();
  const form = new ContactFormController({
    to: TO,
    storage,
    openMailClient,
    track,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (id) => clearTimeout(id as NodeJS.Timeout),
    now: () => new Date("2025-09-19T08:00:00.000Z"),
  });
  const fill = (values: Partial<Record<FieldName, string>>) => {
    for (const [field, value] of Object.entries(values))
      form.change(field as FieldName, value);
  };
  const events = (name: string) =>
    track.mock.calls.filter((call) => call[0] === name).map((call) => call[1]);
  return { form, storage, openMailClient, track, fill, events };
}

const complete = {
  name: "Thandi",
  email: "thandi@example.co.za",
  subject: "A portal",
  message: "We need a portal.",
};

describe("ContactFormController", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
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

  describe("validation", () => {
    it.each(["name", "email", "subject", "message"] as const)(
      "refuses to send without %s",
      (field) => {
        const { form, fill, openMailClient, events } = setUp();
        fill({ ...complete, [field]: "  " });
        expect(form.submit()).toEqual([field]);
        expect(form.getState()).toMatchObject({
          status: "invalid",
          missing: [field],
        });
        expect(openMailClient).not.toHaveBeenCalled();
        expect(events("form_submit")).toEqual([
          {
            form_name: "contact",
            success: false,
            error_message: "required_fields_missing",
          },
        ]);
      },
    );

    it("does not require phone or company", () => {
      const { form, fill, openMailClient } = setUp();
      fill(complete);
      expect(form.submit()).toEqual([]);
      expect(openMailClient).toHaveBeenCalledOnce();
    });

    it("clears the error once every required field is filled", () => {
      const { form, fill } = setUp();
      fill({ name: "T" });
      form.submit();
      expect(form.getState().missing).toEqual(["email", "subject", "message"]);
      fill({ email: "t@example.co.za", subject: "S" });
      expect(form.getState()).toMatchObject({
        status: "invalid",
        missing: ["message"],
      });
      fill({ message: "M" });
      expect(form.getState()).toMatchObject({ status: "none", missing: [] });
    });
  });

  describe("submit", () => {
    it("opens the mail client on the encoded mailto link and reports success", () => {
      const { form, fill, openMailClient, events } = setUp();
      fill({ ...complete, subject: "R&D? #1 100%" });
      form.submit();
      const url = openMailClient.mock.calls[0]?.[0] as string;
      expect(url).toMatch(
        /^mailto:info@khanyisa\.example\?subject=Contact%20Form%3A%20R%26D%3F%20%231%20100%25&body=/,
      );
      expect(form.getState()).toMatchObject({
        status: "sent",
        success: true,
        submitting: true,
      });
      expect(events("form_submit")).toEqual([
        { form_name: "contact", success: true },
      ]);
    });

    it("is blocked while submitting, and resets the form after 5 s", () => {
      const { form, fill, openMailClient } = setUp();
      fill({ ...complete, company: "Acme" });
      form.submit();
      form.submit();
      form.submit();
      expect(openMailClient).toHaveBeenCalledOnce();
      vi.advanceTimersByTime(RESET_DELAY_MS - 1);
      expect(form.getState().status).toBe("sent");
      vi.advanceTimersByTime(1);
      expect(form.getState()).toMatchObject({
        status: "none",
        success: false,
        submitting: false,
        values: {
          name: "",
          email: "",
          company: "",
          phone: "",
          subject: "",
          message: "",
        },
      });
      fill(complete);
      form.submit();
      expect(openMailClient).toHaveBeenCalledTimes(2);
    });

    it("shows the failure, keeps what was typed and sends failure and error events when no mail client opens", () => {
      const openMailClient = vi.fn(() => {
        throw new Error("Unable to open email client");
      });
      const { form, fill, events } = setUp({ openMailClient });
      fill(complete);
      form.submit();
      expect(form.getState()).toMatchObject({
        status: "failed",
        success: false,
        submitting: false,
        values: complete,
      });
      expect(events("form_submit")).toEqual([
        {
          form_name: "contact",
          success: false,
          error_message: "Unable to open email client",
        },
      ]);
      expect(events("error")).toEqual([
        {
          error_message: "Unable to open email client",
          error_context: "contact_form_submit",
          fatal: false,
        },
      ]);
      vi.advanceTimersByTime(RESET_DELAY_MS * 2);
      expect(form.getState().values).toMatchObject(complete);
      form.submit();
      expect(openMailClient).toHaveBeenCalledTimes(2);
    });
  });

  describe("analytics", () => {
    it("sends form_start once, on the first change", () => {
      const { fill, events } = setUp();
      fill({ name: "T", email: "e" });
      fill({ name: "Th" });
      expect(events("form_start")).toEqual([{ form_name: "contact" }]);
    });

    it("sends one field change when a field is left with a new value", () => {
      const { form, fill, events } = setUp();
      form.commit("name");
      fill({ name: "Thandi" });
      form.commit("name");
      form.commit("name");
      fill({ message: "" });
      form.commit("message");
      expect(events("user_action")).toEqual([
        {
          action: "form_field_change",
          context: "contact_form",
          field: "name",
          filled: true,
          timestamp: "2025-09-19T08:00:00.000Z",
        },
      ]);
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
