import { z } from "zod";

import {
  button,
  eyebrow,
  heading,
  label,
  specWords,
  text,
  textWithPageFacts,
} from "./schema-parts.ts";

const field = (title: string) => z.object({ label }).meta({ title });

const contactFormFileFields = z.object({
  form: z
    .object({
      eyebrow,
      title: heading.meta({ title: "Heading" }),
      intro: textWithPageFacts.meta({
        title: "Introduction",
        description: "What happens when a visitor sends the form.",
        widget: "text",
      }),
      nextSteps: z.array(textWithPageFacts).min(1),
      directly: textWithPageFacts.meta({
        title: "Write directly",
        description:
          "The line before the company's e-mail address, for visitors who prefer their own inbox.",
      }),
      requiredNote: text.meta({
        description: "Explains the * beside required fields.",
      }),
      requiredMark: text.meta({
        description: "What a screen reader says for the *.",
      }),
      fields: z.object({
        name: field("Name"),
        email: field("E-mail"),
        company: field("Company"),
        phone: field("Phone"),
        subject: field("Subject"),
        message: z.object({
          label,
          hint: text.meta({
            description:
              "Under the field; the limit of 2,000 characters is checked by the form.",
          }),
        }),
      }),
      missingField: label.meta({
        description: "Beside a required field left empty.",
      }),
      savedNote: textWithPageFacts.meta({
        title: "Saved details note",
        description: "Tells the visitor what the form keeps on their device.",
        widget: "text",
      }),
      clearSaved: button.meta({ title: "Clear saved data button" }),
      submit: button.meta({ title: "Send button" }),
      submitting: button.meta({
        title: "Sending",
        description: "The button's text while the e-mail app opens.",
      }),
      noScript: textWithPageFacts.meta({
        title: "Without JavaScript",
        description: "Shown instead of the form when scripts are off.",
      }),
    })
    .meta({ title: "Contact form" }),
  messages: z.object({
    required: specWords(
      "Please fill in all required fields.",
      "the message for required fields left empty",
    ),
    // Also the newsletter's error.
    mailClientError: specWords(
      "Unable to open e-mail client. Please contact us directly at {email}",
      "the message when the e-mail app does not open",
    ),
    sent: specWords(
      "Your e-mail client should open shortly. If it doesn't, please contact us directly at {email}",
      "the message when the form is sent",
    ),
    cleared: specWords(
      "Saved data cleared successfully.",
      "the message when saved details are cleared",
    ),
    restored: textWithPageFacts.meta({
      title: "Details restored",
      description: "Shown when the form fills in details saved on this device.",
    }),
  }),
  newsletter: z.object({
    success: specWords(
      "Your e-mail client has been opened to subscribe to our newsletter.",
      "the message when the sign-up opens the e-mail app",
    ),
  }),
});

export const contactFormFileSchema = contactFormFileFields.meta({
  title: "Contact form",
  description:
    "The words of the contact form (switched off on the live site), its messages and the newsletter sign-up's. Write the company's mailbox as {email}.",
});

export type ContactFormWords = z.infer<typeof contactFormFileSchema>;
