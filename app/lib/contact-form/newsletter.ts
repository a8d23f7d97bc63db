/**
 * The newsletter signup helper (spec section 7): opens a `mailto:` subscription request for the
 * given address and reports the spec's success or error text, with a conversion event.
 */
import type { track } from "../analytics";
import { buildNewsletterMailto } from "./mailto";
import { openMailClient as openInBrowser } from "./open-mail-client";

export interface NewsletterOptions {
  /** The company mailbox that receives the request. */
  to: string;
  siteName: string;
  messages: { success: string; error: string };
  openMailClient?: (url: string) => unknown;
  track: typeof track;
}

export interface NewsletterResult {
  ok: boolean;
  message: string;
}

export function subscribeToNewsletter(
  email: string,
  {
    to,
    siteName,
    messages,
    openMailClient = openInBrowser,
    track,
  }: NewsletterOptions,
): NewsletterResult {
  try {
    openMailClient(buildNewsletterMailto(to, email, siteName));
  } catch (error) {
    track("error", {
      error_message: error instanceof Error ? error.message : String(error),
      error_context: "newsletter_signup",
      fatal: false,
    });
    return { ok: false, message: messages.error };
  }
  track("conversion", { conversion_name: "newsletter_signup" });
  return { ok: true, message: messages.success };
}
