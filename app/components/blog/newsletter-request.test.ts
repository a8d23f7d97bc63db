import { beforeEach, describe, expect, it, vi } from "vitest";

import { newsletterMessages } from "../../content/contact-form";
import { identity } from "../../content/identity";
import { track, trackOncePerPageView } from "../../lib/analytics";
import { openMailClient } from "../../lib/contact-form/mailto";
import { requestSubscription } from "./newsletter-request";

vi.mock("../../lib/analytics");
vi.mock(import("../../lib/contact-form/mailto"), async (original) => ({
  ...(await original()),
  openMailClient: vi.fn(),
}));

describe("requestSubscription", () => {
  beforeEach(() => vi.resetAllMocks());

  it("opens the subscription request and counts a conversion once per address", () => {
    expect(requestSubscription(" A&b@example.com")).toEqual({
      ok: true,
      message: newsletterMessages.success,
    });
    const url = new URL(vi.mocked(openMailClient).mock.calls[0]?.[0] ?? "");
    expect(url.pathname).toBe(identity.email);
    expect(url.searchParams.get("body")).toBe(
      `Please subscribe A&b@example.com to the ${identity.name} newsletter.`,
    );
    expect(trackOncePerPageView).toHaveBeenCalledExactlyOnceWith(
      "a&b@example.com",
      "conversion",
      { conversion_name: "newsletter_signup" },
    );
  });

  it("reports the error text and an error event when no mail client opens", () => {
    vi.mocked(openMailClient).mockImplementation(() => {
      throw new Error("Unable to open email client");
    });
    expect(requestSubscription("a@example.com")).toEqual({
      ok: false,
      message: newsletterMessages.error,
    });
    expect(track).toHaveBeenCalledExactlyOnceWith("error", {
      error_message: "Unable to open email client",
      error_context: "newsletter_signup",
      fatal: false,
    });
    expect(trackOncePerPageView).not.toHaveBeenCalled();
  });
});
