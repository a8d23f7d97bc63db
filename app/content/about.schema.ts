import { z } from "zod";

import { text } from "./schema-parts";

/** Schemas of the About and Contact page content (app/content/about, app/content/contact.ts). */

const sentence = z.string().trim().min(20);
const titled = z.object({ title: text, description: sentence });

export const storySchema = z.object({
  paragraphs: z.array(sentence).min(2),
  milestones: z.array(z.object({ year: text, text })).min(3),
});

export const statementsSchema = z
  .array(
    z.object({ label: z.enum(["Mission", "Vision", "Goal"]), text: sentence }),
  )
  .length(3);

export const offeringsSchema = z.object({
  intro: sentence,
  items: z.array(titled).min(6),
});

export const valuesSchema = z.array(titled.extend({ icon: text })).length(4);

export const deliveryModelSchema = z.object({
  title: text,
  intro: sentence,
  figures: z.array(z.object({ value: text, label: text })).min(2),
});

export const trackRecordSchema = z.object({
  intro: sentence,
  stats: z.array(z.object({ value: text, label: text })).min(3),
});

export const industriesSchema = z.array(titled.extend({ icon: text })).min(4);

export const capabilitiesSchema = z
  .array(z.object({ title: text, items: z.array(text).min(2) }))
  .min(2);

export const leadershipSchema = z
  .array(
    z.object({
      name: z.string().regex(/^\S+( \S+)+$/, "a first name and a surname"),
      role: text,
      bio: sentence,
      photo: z
        .object({
          src: z.string().regex(/^\/.+\.(avif|webp|jpe?g|png)$/),
          width: z.number().int().positive(),
          height: z.number().int().positive(),
        })
        .optional(),
    }),
  )
  .min(3);

export const socialResponsibilitySchema = z.object({
  intro: sentence,
  initiatives: z.array(titled).min(2),
});

export const reasonsSchema = z
  .array(
    z.object({
      icon: z.enum(["experience", "bbbee", "squad", "uptime"]),
      figure: text,
      title: text,
      description: sentence,
    }),
  )
  .length(4);
