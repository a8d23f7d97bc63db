// `mailto:` links (RFC 6068) no input can break; toWellFormed first, as lone surrogates throw.
import type { ContactMessage } from "./contact-form-controller";

const NOT_PROVIDED = "Not provided";

const SIMPLE_ADDRESS = /^[^\s@?&#%<>"]+@[^\s@?&#%<>"]+$/;

/** One line of a header: line breaks and other control characters become single spaces. */
function headerText(text: string): string {
  return (
    text
      .toWellFormed()
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001F\u007F\u2028\u2029]+/g, " ")
      .replace(/ {2,}/g, " ")
      .trim()
  );
}

/** Body text: every kind of line break as CRLF, other control characters removed. */
function bodyText(text: string): string {
  return (
    text
      .toWellFormed()
      .replace(/\r\n|\r|\n|\u2028|\u2029/g, "\n")
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, "")
      .replace(/\n/g, "\r\n")
  );
}

export function buildMailto(
  to: string,
  { subject, body }: { subject: string; body: string },
): string {
  if (!SIMPLE_ADDRESS.test(to))
    throw new Error(`Not a plain e-mail address: ${to}`);
  const query = [
    `subject=${encodeURIComponent(headerText(subject))}`,
    `body=${encodeURIComponent(bodyText(body))}`,
  ].join("&");
  return `mailto:${to}?${query}`;
}

/** The enquiry: subject "Contact Form: {subject}", a body of every field (spec section 7). */
export function buildContactMailto(to: string, data: ContactMessage): string {
  const line = (label: string, value: string) =>
    `${label}: ${headerText(value) || NOT_PROVIDED}`;
  const body = [
    line("Name", data.name),
    line("E-mail", data.email),
    line("Phone", data.phone),
    line("Company", data.company),
    line("Subject", data.subject),
    "",
    "Message:",
    data.message.trim(),
  ].join("\n");
  return buildMailto(to, {
    subject: `Contact Form: ${headerText(data.subject)}`,
    body,
  });
}

export function buildNewsletterMailto(
  to: string,
  email: string,
  siteName: string,
): string {
  return buildMailto(to, {
    subject: "Newsletter Subscription Request",
    body: `Please subscribe ${headerText(email)} to the ${siteName} newsletter.`,
  });
}

/** Opens the e-mail client on a `mailto:` link, trying the spec's four ways in order. */
export function openMailClient(url: string) {
  const steps = {
    link: () => {
      const link = document.createElement("a");
      link.href = url;
      link.hidden = true;
      document.body.append(link);
      try {
        link.click();
      } finally {
        link.remove();
      }
    },
    window: () => {
      if (!globalThis.open(url, "_blank")) throw new Error("No window opened");
    },
    location: () => {
      location.href = url;
    },
    assign: () => location.assign(url),
  };
  const causes: unknown[] = [];
  for (const [name, step] of Object.entries(steps)) {
    try {
      step();
      return name as keyof typeof steps;
    } catch (error) {
      causes.push(error);
    }
  }
  throw new AggregateError(causes, "Unable to open email client");
}
