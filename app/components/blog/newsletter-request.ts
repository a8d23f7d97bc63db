/** The sign-up's work, loaded when the visitor reaches the form, not with the page. */
import { newsletterMessages } from "../../content/contact-form";
import { identity } from "../../content/identity";
import { track, trackOncePerPageView } from "../../lib/analytics";
import {
  subscribeToNewsletter,
  type NewsletterResult,
} from "../../lib/contact-form/newsletter";

export function requestSubscription(email: string): NewsletterResult {
  return subscribeToNewsletter(email, {
    to: identity.email,
    siteName: identity.name,
    messages: newsletterMessages,
    // The conversion counts once per address per page view, not per press of Subscribe.
    track: (name, params) =>
      name === "conversion"
        ? trackOncePerPageView(email.trim().toLowerCase(), name, params)
        : track(name, params),
  });
}
