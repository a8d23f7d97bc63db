import { z } from "zod";

import { text } from "./schema-parts";

/** Schema of the technology content (app/content/technologies). */

const technologyCategory = z.enum([
  "Infrastructure & DevOps",
  "Development Tools",
  "Frontend",
  "Backend",
  "Database",
  "Analytics & BI",
  "AI & ML",
  "CI/CD & Deployment",
  "IoT & Cloud",
]);

export const coreTechnologySchema = z.object({
  mark: text,
  title: text.max(40),
  subtitle: text.max(60),
  featureTags: z.array(text.max(24)).min(2).max(5),
  backTitle: text.max(60),
  backFeatures: z.array(text.max(70)).length(6),
  expertiseLevel: z.number().int().min(80).max(100),
});

export const technologyItemSchema = z.object({
  mark: text,
  title: text.max(32),
  description: text.max(70),
  category: technologyCategory,
});

export const technologyGroupSchema = z.object({
  category: technologyCategory,
  intro: text.max(120),
  items: z.array(technologyItemSchema.omit({ category: true })).min(3),
});
