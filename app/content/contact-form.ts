import file from "../../content/contact-form.json" with { type: "json" };
import type { ContactFormWords } from "./contact-form.schema";
import { fillPageFacts } from "./facts";

// The contact form's words (the form is off: decision 032); its fields' limits stay here.
const words: ContactFormWords = fillPageFacts(file as ContactFormWords);

export const contactFormMessages = words.messages;

export const newsletterMessages = {
  success: words.newsletter.success,
  error: contactFormMessages.mailClientError,
} as const;

const { fields } = words.form;

export const contactForm = {
  ...words.form,
  fields: {
    name: { ...fields.name, autoComplete: "name", maxLength: 100 },
    email: {
      ...fields.email,
      type: "email" as const,
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
      type: "tel" as const,
      autoComplete: "tel",
      maxLength: 30,
    },
    subject: { ...fields.subject, autoComplete: "off", maxLength: 150 },
    message: { ...fields.message, autoComplete: "off", maxLength: 2000 },
  },
};
