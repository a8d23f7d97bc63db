import { identity } from "./identity";

/**
 * The words of the contact form (switched off in the shipped site, see docs/decisions/032) and of
 * the newsletter helper. Messages are the spec's error catalogue (section 8), word for word.
 */
export const contactFormMessages = {
  required: "Please fill in all required fields.",
  mailClientError: `Unable to open email client. Please contact us directly at ${identity.email}`,
  sent: `Your email client should open shortly. If it doesn't, please contact us directly at ${identity.email}`,
  cleared: "Saved data cleared successfully.",
  restored: "We filled in the details you saved on this device last time.",
} as const;

export const newsletterMessages = {
  success: "Your email client has been opened to subscribe to our newsletter.",
  error: contactFormMessages.mailClientError,
} as const;

export interface FieldCopy {
  label: string;
  autoComplete: string;
  type?: "email" | "tel" | "text";
  maxLength: number;
  hint?: string;
}

export const contactForm = {
  eyebrow: "Send us a message",
  title: "Tell us about your project",
  intro:
    "Write a few lines about what you need. Sending opens your own e-mail app with the message ready, addressed to our team.",
  nextSteps: [
    "Your e-mail app opens with the message ready to send.",
    "A senior consultant replies within one business day.",
    "We agree a short discovery call at a time that suits you.",
  ],
  directly: "Rather write from your own inbox? E-mail",
  requiredNote: "Fields marked * are required.",
  requiredMark: "required",
  fields: {
    name: { label: "Full name", autoComplete: "name", maxLength: 100 },
    email: {
      label: "Work e-mail",
      type: "email",
      autoComplete: "email",
      maxLength: 254,
    },
    company: {
      label: "Company",
      autoComplete: "organization",
      maxLength: 120,
    },
    phone: {
      label: "Phone",
      type: "tel",
      autoComplete: "tel",
      maxLength: 30,
    },
    subject: { label: "Subject", autoComplete: "off", maxLength: 150 },
    message: {
      label: "Message",
      autoComplete: "off",
      maxLength: 2000,
      hint: "Up to 2,000 characters: the goal, the timeline and who will use the system help us most.",
    },
  } satisfies Record<string, FieldCopy>,
  missingField: "Required",
  savedNote:
    "Your name, e-mail, phone and company are kept on this device only, so you need not type them again. Your subject and message are never saved.",
  clearSaved: "Clear saved data",
  submit: "Send message",
  submitting: "Opening your e-mail app…",
  noScript: `This form needs JavaScript. E-mail us at ${identity.email} instead.`,
} as const;
