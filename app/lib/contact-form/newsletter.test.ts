import { describe, expect, it, vi } from "vitest";

import { subscribeToNewsletter } from "./newsletter";

const options = (openMailClient: (url: string) => unknown) => ({
  to: "info@khanyisa.example",
  siteName: "Khanyisa Digital",
  messages: { success: "opened", error: "failed" },
  openMailClient,
  track: vi.fn(),
});

describe("subscribeToNewsletter", () => {
  it("opens the subscription request and sends a conversion", () => {
    const open = vi.fn();
    const settings = options(open);
    expect(subscribeToNewsletter("a&b@example.com", settings)).toEqual({
      ok: true,
      message: "opened",
    });
    expect(open).toHaveBeenCalledWith(
      "mailto:info@khanyisa.example?subject=Newsletter%20Subscription%20Request&body=Please%20subscribe%20a%26b%40example.com%20to%20the%20Khanyisa%20Digital%20newsletter.",
    );
    expect(settings.track).toHaveBeenCalledWith("conversion", {
      conversion_name: "newsletter_signup",
    });
  });

  it("reports the error text and an error event when no mail client opens", () => {
    const settings = options(() => {
      throw new Error("Unable to open email client");
    });
    expect(subscribeToNewsletter("a@example.com", settings)).toEqual({
      ok: false,
      message: "failed",
    });
    expect(settings.track).toHaveBeenCalledExactlyOnceWith("error", {
      error_message: "Unable to open email client",
      error_context: "newsletter_signup",
      fatal: false,
    });
  });
});
