import { z } from "zod";

import { enDashRange } from "./figures.schema.ts";
import { homeIconNames } from "./icon-names.ts";
import { sectionIntro, sitePath, text, textWithFacts } from "./schema-parts.ts";
import { accentColors } from "./types.ts";

const icon = z.enum(homeIconNames).meta({ title: "Icon" });
const prose = (title: string, description: string) =>
  text.meta({ title, description, widget: "text" });
const list = (title: string, description: string, min = 1) =>
  z
    .array(text.meta({ title: "Item" }))
    .min(min)
    .meta({ title, description });
/** A figure as shown, with the basis it is quoted on (a short source line under it; decision 076). */
const figure = {
  source: textWithFacts.meta({
    title: "Basis",
    description:
      'Where the figure comes from, shown under it as "Basis: …". Confirm it against the company\'s records.',
  }),
};
const figureValue = (title: string) =>
  enDashRange.meta({
    title,
    description:
      'As shown: "300%", "3–5" (a range with an en dash). A figure shown on other pages too is written once: "{deliveryMonths}".',
  });

export const aiSolutionSchema = z.object({
  icon,
  title: text.meta({ title: "Title" }),
  description: prose("Description", "Two sentences at most."),
  features: list("Features", "Two or three short points."),
});

const impactStatSchema = z.object({
  number: figureValue("Figure"),
  ...figure,
  label: text.meta({
    title: "Label",
    description: 'What it measures: "Uptime".',
  }),
  icon,
  description: prose("Description", "One sentence under the figure."),
});

export const industrySchema = z.object({
  industry: text.meta({ title: "Industry" }),
  icon,
  challenges: list("Challenges", "What goes wrong in the sector."),
  solutions: list("Solutions", "What we build for it."),
});

export const offTheShelfSolutionSchema = z.object({
  id: z.number().int().positive().meta({
    title: "Number",
    description: "Each product's own number; never reuse one.",
  }),
  title: text.meta({ title: "Product name" }),
  description: prose("Description", "One or two sentences."),
  features: list("Features", "Three short points."),
  icon,
  color: z.enum(accentColors).meta({ title: "Colour" }),
  /** The product's own website, opened in a new tab. */
  url: z
    .url({ protocol: /^https$/ })
    .optional()
    .meta({
      title: "Website",
      description:
        "Optional: the product's own site (https://…), opened in a new tab.",
    }),
});

const managementStatSchema = z.object({
  value: figureValue("Figure"),
  label: text.meta({ title: "Label", description: "What the figure counts." }),
  ...figure,
});

/** The home page's sections, below its hero (`content/home.json`); the hero is in page-copy. */
export const homeFileSchema = z.object({
  sections: z
    .object({
      ai: sectionIntro.meta({ title: "AI solutions" }),
      impact: sectionIntro.meta({ title: "Business impact" }),
      industries: sectionIntro.meta({ title: "Industry solutions" }),
      clients: sectionIntro.meta({ title: "Clients" }),
      services: sectionIntro.meta({ title: "Services" }),
      solutions: sectionIntro.meta({ title: "Off-the-shelf solutions" }),
      management: sectionIntro.meta({ title: "Solution management" }),
      challenges: sectionIntro.meta({ title: "Challenges and solutions" }),
    })
    .meta({
      title: "Section headings",
      description:
        "The heading and introduction of each section, in page order.",
    }),
  aiSolutions: z.array(aiSolutionSchema).min(1).meta({ title: "AI solutions" }),
  impactStats: z
    .array(impactStatSchema)
    .min(1)
    .meta({ title: "Business impact figures" }),
  industries: z.array(industrySchema).min(1).meta({
    title: "Industries",
    description: "Each opens to its challenges and solutions.",
  }),
  offTheShelfSolutions: z
    .array(offTheShelfSolutionSchema)
    .min(1)
    .refine(
      (list) => new Set(list.map((entry) => entry.id)).size === list.length,
      "each product has its own number",
    )
    .meta({ title: "Off-the-shelf solutions" }),
  managementStats: z
    .array(managementStatSchema)
    .min(1)
    .meta({ title: "Solution management figures" }),
  challengesAndSolutions: z
    .object({
      challenges: list("Challenges", "The problems clients bring us."),
      solutions: list("Solutions", "Our answer to each, in the same order."),
    })
    .meta({ title: "Challenges and solutions" }),
  aboutPreview: z
    .object({
      eyebrow: text.meta({ title: "Eyebrow" }),
      title: text.meta({ title: "Heading" }),
      paragraphs: z
        .array(
          textWithFacts.meta({
            title: "Paragraph",
            description: "May name a fact as {name} or {founded}.",
            widget: "text",
          }),
        )
        .min(1)
        .meta({ title: "Paragraphs" }),
      credentialsTitle: text.meta({
        title: "Certificates heading",
        description:
          "Above the certificates and registrations (Certifications).",
      }),
      link: z
        .object({
          label: text.meta({ title: "Label" }),
          route: sitePath.meta({ title: "Page", description: '"/about"' }),
        })
        .meta({ title: "Link" }),
    })
    .meta({ title: "About us" }),
  satisfactionGuarantee: z
    .object({
      title: text.meta({ title: "Heading" }),
      body: prose("Text", "What the guarantee promises."),
      points: list("Points", "Short promises under it."),
    })
    .meta({ title: "Satisfaction guarantee" }),
});

export type HomeFile = z.infer<typeof homeFileSchema>;
