/** The sign-up's work, loaded when the visitor reaches the form, not with the page. */
import { newsletterMessages } from "../../content/contact-form";
import { identity } from "../../content/identity";
import { track, trackOncePerPageView } from "../../lib/analytics";
import {
  buildNewsletterMailto,
  openMailClient,
} from "../../lib/contact-form/mailto";

/** Opens the subscription request (spec section 7) and says whether the mail client opened. */
export function requestSubscription(email: string) {
  try {
    openMailClient(buildNewsletterMailto(identity.email, email, identity.name));
  } catch (error) {
    track("error", {
      error_message: error instanceof Error ? error.message : String(error),
      error_context: "newsletter_signup",
      fatal: false,
    });
    return { ok: false, message: newsletterMessages.error };
  }
  // The conversion counts once per address per page view, not per press of Subscribe.
  trackOncePerPageView(email.trim().toLowerCase(), "conversion", {
    conversion_name: "newsletter_signup",
  });
  return { ok: true, message: newsletterMessages.success };
}
