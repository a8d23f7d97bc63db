import { z } from "zod";

import { slug, text } from "./schema-parts";

/** Schema of the case-study content (app/content/case-studies). */

const sentence = z.string().trim().min(20);

export const screenshotKeySchema = z.enum([
  "education-dashboard",
  "education-requisition",
  "education-tracking",
  "education-proof-of-delivery",
  "stakeholder-profile",
  "stakeholder-onboarding",
]);

export const coverKeySchema = screenshotKeySchema.extract([
  "education-dashboard",
  "stakeholder-profile",
]);

const metricSchema = z.object({
  value: text,
  label: text,
  from: text.optional(),
});

export const caseStudySchema = z.object({
  id: slug,
  title: text.max(90),
  client: text,
  category: z.enum(["Government", "Financial Services"]),
  summary: sentence.max(300),
  highlight: metricSchema,
  image: coverKeySchema,
  hero: z.object({ eyebrow: text, headline: text, intro: sentence }),
  facts: z
    .array(z.object({ label: text, value: text }))
    .length(5)
    .refine(
      (facts) => new Set(facts.map((f) => f.label)).size === facts.length,
      "fact labels are unique",
    ),
  challenge: z.object({ summary: sentence, points: z.array(sentence).min(3) }),
  solution: z
    .object({
      summary: sentence,
      pillars: z.array(z.object({ title: text, body: sentence })),
      points: z.array(sentence),
    })
    .refine(
      (s) => s.pillars.length > 0 || s.points.length > 0,
      "a solution has pillars or points",
    ),
  screenshots: z
    .array(z.object({ key: screenshotKeySchema, title: text, alt: sentence }))
    .min(1),
  results: z.object({
    summary: sentence,
    metrics: z.array(metricSchema).min(1).max(4),
    points: z.array(sentence).min(1),
  }),
  testimonial: z.object({
    quote: sentence,
    attribution: text,
    organisation: text,
  }),
  technologies: z.array(text).min(1),
});
