import { z } from "zod";

import {
  atLeastTheSpecs,
  button,
  eyebrow,
  heading,
  onlyKnownTokens,
  sentenceCase,
  withBasis,
  text,
  textWithPageFacts,
  icon,
} from "./schema-parts.ts";

const figureTokens = ["inServiceSince", "procurementRecognition"] as const;
export type FigureToken = (typeof figureTokens)[number];

const textWithFigures = text.superRefine(onlyKnownTokens(figureTokens));

const reasonSchema = withBasis("figure", {
  icon,
  figure: textWithFigures.meta({
    description:
      'What the card leads with, set large: "99.9%", "Level {bbbeeLevel}", "{inServiceSince}".',
  }),
  title: textWithFigures.superRefine(sentenceCase("heading")),
  description: textWithFigures.min(20, "write at least 20 characters").meta({
    description:
      "One or two sentences. {procurementRecognition} is the procurement line Home shows too.",
    widget: "text",
  }),
});

const contactFileFields = z.object({
  actions: z
    .object({
      call: button.meta({
        title: "Call button",
        description:
          "Its first words; the phone number (from Identity) follows.",
      }),
      email: button.meta({
        title: "E-mail button",
        description:
          "Its first words; the e-mail address (from Identity) follows.",
      }),
      whatsapp: button.meta({
        title: "WhatsApp button",
        description:
          "Shown only while Identity has a WhatsApp number; opens WhatsApp in a new tab.",
      }),
    })
    .meta({ title: "Hero buttons" }),
  details: z
    .object({
      eyebrow: textWithPageFacts,
      title: textWithPageFacts.superRefine(sentenceCase("heading")).meta({
        title: "Heading",
        description:
          "The section's heading; every Get started button leads here (/contact#contact).",
      }),
      intro: textWithPageFacts.meta({ title: "Introduction", widget: "text" }),
      phone: heading.meta({ title: "Phone card" }),
      email: heading.meta({ title: "E-mail card" }),
      office: heading.meta({ title: "Office card" }),
      officeHours: heading.meta({ title: "Office hours card" }),
      hours: textWithPageFacts.meta({
        title: "Office hours",
        description: "The days and hours, with the time zone.",
      }),
    })
    .meta({
      title: "Contact information",
      description:
        "The four cards under the hero. The number, e-mail address and address are the company's, edited under Identity.",
    }),
  heading: z
    .object({ eyebrow, title: heading.meta({ title: "Heading" }) })
    .meta({ description: 'The "Why choose us" heading.' }),
  reasons: z
    .array(reasonSchema)
    .min(4, atLeastTheSpecs(4, "“Why choose us” cards"))
    .meta({ title: "Why choose us" }),
});

export const contactFileSchema = contactFileFields.meta({
  title: "Contact",
  description:
    'Everything on /contact below its hero\'s words: the call, e-mail and WhatsApp buttons, the contact information cards and the "Why choose us" cards. The number, address and e-mail are under Identity; {inServiceSince}, {deliveryMonths} and {procurementRecognition} are figures Home shows too.',
});

export type Reason = z.infer<typeof reasonSchema>;
