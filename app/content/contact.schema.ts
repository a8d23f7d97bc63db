import { z } from "zod";

import {
  figureBasis,
  atLeastTheSpecs,
  heading,
  onlyKnownTokens,
  sentenceCase,
  statesItsBasis,
  text,
  textWithPageFacts,
} from "./schema-parts.ts";

/**
 * The Contact page's words (`content/contact.json`): the hero's actions, the contact block and
 * the "Why choose us" section. Its texts may name a
 * company fact as {token} ({bbbeeLevel}, {founded}, …), a figure of content/figures.json
 * ({uptime}, filled as it is read) and {inServiceSince} or {procurementRecognition}, so that a
 * figure reads the same wherever it appears.
 */
const figureTokens = ["inServiceSince", "procurementRecognition"] as const;
export type FigureToken = (typeof figureTokens)[number];

const reasonIcons = ["experience", "bbbee", "squad", "uptime"] as const;

const textWithFigures = text.superRefine(onlyKnownTokens(figureTokens));

const reasonSchema = z.object({
  icon: z.enum(reasonIcons).meta({
    title: "Icon",
    description: "The picture on the card, chosen from the site's icons.",
  }),
  figure: textWithFigures.meta({
    title: "Figure",
    description:
      'What the card leads with, set large: "99.9%", "Level {bbbeeLevel}", "{inServiceSince}".',
  }),
  title: textWithFigures.superRefine(sentenceCase("heading")).meta({
    title: "Title",
    description: "One line under the figure.",
  }),
  description: z
    .string()
    .trim()
    .min(20, "write at least 20 characters")
    .superRefine(onlyKnownTokens(figureTokens))
    .meta({
      title: "Description",
      description:
        "One or two sentences. {procurementRecognition} is the procurement line Home shows too.",
      widget: "text",
    }),
  basis: figureBasis.optional(),
}).superRefine(statesItsBasis((reason) => reason.figure));

const contactActionsSchema = z
  .object({
    call: text.meta({
      title: "Call button",
      description: "Its first words; the phone number (from Identity) follows.",
    }),
    email: text.meta({
      title: "E-mail button",
      description: "Its first words; the e-mail address (from Identity) follows.",
    }),
    whatsapp: text.meta({
      title: "WhatsApp button",
      description:
        "Shown only while Identity has a WhatsApp number; opens WhatsApp in a new tab.",
    }),
  })
  .meta({
    title: "Hero buttons",
    description: "Call, e-mail and WhatsApp, under the hero's introduction.",
  });

const contactDetailsSchema = z
  .object({
    eyebrow: textWithPageFacts.meta({
      title: "Eyebrow",
      description: "The small line above the heading.",
    }),
    title: textWithPageFacts.superRefine(sentenceCase("heading")).meta({
      title: "Heading",
      description:
        "The section's heading; every Get started button leads here (/contact#contact).",
    }),
    intro: textWithPageFacts.meta({
      title: "Introduction",
      description: "One or two sentences under the heading.",
      widget: "text",
    }),
    phone: text.meta({
      title: "Phone card",
      description: "The title of the card with the phone number.",
    }),
    email: text.meta({
      title: "E-mail card",
      description: "The title of the card with the e-mail address.",
    }),
    office: text.meta({
      title: "Office card",
      description: "The title of the card with the address.",
    }),
    officeHours: text.meta({
      title: "Office hours card",
      description: "The title of the card with the office hours.",
    }),
    hours: textWithPageFacts.meta({
      title: "Office hours",
      description: "The days and hours, with the time zone.",
    }),
  })
  .meta({
    title: "Contact information",
    description:
      "The four cards under the hero. The number, e-mail address and address are the company's, edited under Identity.",
  });

export const contactFileSchema = z.object({
  actions: contactActionsSchema,
  details: contactDetailsSchema,
  heading: z
    .object({
      eyebrow: text.meta({
        title: "Eyebrow",
        description: "The small line above the heading.",
      }),
      title: heading.meta({
        title: "Heading",
        description: "The section's heading.",
      }),
    })
    .meta({ title: "Heading", description: 'The "Why choose us" heading.' }),
  reasons: z.array(reasonSchema).min(4, atLeastTheSpecs(4, "“Why choose us” cards")).meta({
    title: "Why choose us",
    description: "The cards on /contact, in the order shown (at least four).",
  }),
});

export type Reason = z.infer<typeof reasonSchema>;
export type ContactActionLabels = z.infer<typeof contactActionsSchema>;
export type ReasonIcon = Reason["icon"];
