import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { RESET_DELAY_MS } from "./contact-form-controller";
import { complete, setUp } from "./controller-test-kit";

vi.mock("../analytics", () => ({ track: vi.fn() }));
vi.mock(import("./mailto"), async (original) => ({
  ...(await original()),
  openMailClient: vi.fn(),
}));

describe("ContactFormController: sending", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
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
      const { form, fill, events, openMailClient } = setUp();
      openMailClient.mockImplementation(() => {
        throw new Error("Unable to open email client");
      });
      fill(complete);
      form.submit();
      expect(form.getState()).toMatchObject({
        status: "failed",
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
});
