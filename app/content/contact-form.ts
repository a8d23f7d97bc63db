import file from "../../content/contact-form.json" with { type: "json" };
import type { ContactFormWords } from "./contact-form.schema";
import { fillPageFacts } from "./facts";

/**
 * The contact form (switched off in the shipped site, see docs/decisions/032) and the
 * newsletter helper. Their words come from `content/contact-form.json` (checked by the build
 * against `contactFormFileSchema`) with {email} filled in; which fields there are and their
 * limits stay here. Messages are the spec's error catalogue (section 8), word for word (its schema holds them).
 */
const words: ContactFormWords = fillPageFacts(file as ContactFormWords);

export const contactFormMessages = words.messages;

export const newsletterMessages = {
  success: words.newsletter.success,
  error: contactFormMessages.mailClientError,
} as const;

export interface FieldCopy {
  label: string;
  autoComplete: string;
  type?: "email" | "tel" | "text";
  maxLength: number;
  hint?: string;
}

const { fields } = words.form;

export const contactForm = {
  ...words.form,
  fields: {
    name: { ...fields.name, autoComplete: "name", maxLength: 100 },
    email: {
      ...fields.email,
      type: "email",
      autoComplete: "email",
      maxLength: 254,
    },
    company: {
      ...fields.company,
      autoComplete: "organization",
      maxLength: 120,
    },
    phone: {
      ...fields.phone,
      type: "tel",
      autoComplete: "tel",
      maxLength: 30,
    },
    subject: { ...fields.subject, autoComplete: "off", maxLength: 150 },
    message: { ...fields.message, autoComplete: "off", maxLength: 2000 },
  } satisfies Record<string, FieldCopy>,
};
