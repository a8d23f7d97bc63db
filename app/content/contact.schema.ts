import { z } from "zod";

import { onlyKnownTokens, text } from "./schema-parts.ts";

/**
 * The Contact page's "Why choose us" section (`content/contact.json`). Its texts may name a
 * company fact as {token} ({bbbeeLevel}, {founded}, …) and one of the site's shared figures
 * (figures.ts, also shown on /home) as {inServiceSince}, {deliveryMonths} or
 * {procurementRecognition}, so that a figure reads the same wherever it appears.
 */
const figureTokens = [
  "inServiceSince",
  "deliveryMonths",
  "procurementRecognition",
] as const;
export type FigureToken = (typeof figureTokens)[number];

const reasonIcons = ["experience", "bbbee", "squad", "uptime"] as const;

const textWithFigures = text.superRefine(onlyKnownTokens(figureTokens));

export const reasonSchema = z.object({
  icon: z.enum(reasonIcons).meta({
    title: "Icon",
    description: "The picture on the card, chosen from the site's icons.",
  }),
  figure: textWithFigures.meta({
    title: "Figure",
    description:
      'What the card leads with, set large: "99.9%", "Level {bbbeeLevel}", "{inServiceSince}".',
  }),
  title: textWithFigures.meta({
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
});

export const contactFileSchema = z.object({
  heading: z
    .object({
      eyebrow: text.meta({
        title: "Eyebrow",
        description: "The small line above the heading.",
      }),
      title: text.meta({
        title: "Heading",
        description: "The section's heading.",
      }),
    })
    .meta({ title: "Heading", description: 'The "Why choose us" heading.' }),
  reasons: z.array(reasonSchema).min(4).meta({
    title: "Why choose us",
    description: "The cards on /contact, in the order shown (at least four).",
  }),
});

export type Reason = z.infer<typeof reasonSchema>;
export type ReasonIcon = Reason["icon"];
