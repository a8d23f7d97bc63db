import { z } from "zod";

import { text } from "./schema-parts.ts";
import { coreMarks, technologyMarks } from "./technologies/marks.ts";

/**
 * The technologies page (`content/technologies.json`): the core technologies' flip cards, the
 * groups of small cards and the principles between them. A mark is named by its key: the
 * drawings are code (technologies/marks.ts lists the keys).
 */

const technologyCategories = [
  "Infrastructure & DevOps",
  "Development Tools",
  "Frontend",
  "Backend",
  "Database",
  "Analytics & BI",
  "AI & ML",
  "CI/CD & Deployment",
  "IoT & Cloud",
] as const;

const technologyCategory = z.enum(technologyCategories).meta({
  title: "Category",
  description: "One of the spec's nine technology categories.",
});

const markHint =
  'The logo shown: a brand\'s key (such as "react"), a glyph for what is not one brand ("cloud", "ai", "database", "integration", "telematics", "web-app"), or "wordmark" to set the name as text.';

export const coreTechnologySchema = z.object({
  mark: z.enum(coreMarks).meta({ title: "Mark", description: markHint }),
  title: text.max(40).meta({
    title: "Title",
    description: "On the card's front (at most 40 characters).",
  }),
  subtitle: text.max(60).meta({
    title: "Subtitle",
    description: "Under the title (at most 60 characters).",
  }),
  featureTags: z
    .array(text.max(24).meta({ title: "Tag" }))
    .min(2)
    .max(5)
    .meta({
      title: "Tags",
      description: "Two to five short tags on the front (24 characters each).",
    }),
  backTitle: text.max(60).meta({
    title: "Back title",
    description: "The heading on the card's back (at most 60 characters).",
  }),
  backFeatures: z
    .array(text.max(70).meta({ title: "Feature" }))
    .length(6)
    .meta({
      title: "Back features",
      description: "Exactly six lines on the back (70 characters each).",
    }),
  expertiseLevel: z.number().int().min(80).max(100).meta({
    title: "Expertise level (%)",
    description:
      "80 to 100. The spec fixes the nine launch cards' levels, in order.",
  }),
});

export const technologyItemSchema = z.object({
  mark: z.enum(technologyMarks).meta({ title: "Mark", description: markHint }),
  title: text.max(32).meta({
    title: "Name",
    description: "The technology's name (at most 32 characters).",
  }),
  description: text.max(70).meta({
    title: "Description",
    description: "One line on what it is for (at most 70 characters).",
  }),
  category: technologyCategory,
});

export const technologyGroupSchema = z.object({
  category: technologyCategory,
  intro: text.max(120).meta({
    title: "Introduction",
    description:
      "One line on why the group matters to a client (at most 120 characters).",
  }),
  items: z
    .array(technologyItemSchema.omit({ category: true }))
    .min(3)
    .refine(
      (items) => new Set(items.map((item) => item.title)).size === items.length,
      "each technology is named once in its group",
    )
    .meta({ title: "Technologies" }),
});

const technologyPrinciplesSchema = z.object({
  eyebrow: text.meta({
    title: "Eyebrow",
    description: "The short line above the heading.",
  }),
  title: text.meta({ title: "Heading" }),
  principles: z
    .array(
      z.object({
        title: text.meta({ title: "Title" }),
        description: z
          .string()
          .trim()
          .min(20)
          .meta({ title: "Description", widget: "text" }),
      }),
    )
    .min(1)
    .meta({ title: "Principles" }),
});

export const technologiesFileSchema = z.object({
  coreTechnologies: z
    .array(coreTechnologySchema)
    .min(1)
    .refine(
      (cards) => new Set(cards.map((card) => card.title)).size === cards.length,
      "each core technology is named once",
    )
    .meta({
      title: "Core technologies",
      description:
        "The flip cards, in the order of the spec's expertise levels.",
    }),
  groups: z.array(technologyGroupSchema).min(1).meta({
    title: "Technology groups",
    description:
      "The groups of small cards, in the spec's order of categories.",
  }),
  principles: technologyPrinciplesSchema.meta({
    title: "How we choose",
    description: "The band between the flip cards and the groups.",
  }),
});

export type CoreTechnology = z.infer<typeof coreTechnologySchema>;
/** A small technology card (spec section 3, "Technology item"). */
export type TechnologyItem = z.infer<typeof technologyItemSchema>;
export type TechnologyGroup = z.infer<typeof technologyGroupSchema>;
