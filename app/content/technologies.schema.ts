import { z } from "zod";

import {
  atLeastTheSpecs,
  eyebrow,
  heading,
  label,
  specFixes,
  text,
  textWithTokens,
  distinct,
} from "./schema-parts.ts";
import {
  technologyCategories,
  type TechnologyCategory,
  type TechnologyCategoryKey,
} from "./technologies/categories.ts";
import {
  brandNames,
  coreMarks,
  technologyMarks,
} from "./technologies/marks.ts";

/** The spec's expertise levels of the nine launch cards, in order; a card added is free. */
const specExpertiseLevels = [100, 90, 95, 90, 92, 80, 94, 100, 100] as const;

const markHint =
  'The logo shown: a brand\'s key (such as "react"), a glyph for what is not one brand ("cloud", "ai", "database", "integration", "telematics", "web-app"), or "wordmark" to set the name as text.';

const normalise = (words: string) =>
  words.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Brands simple-icons leaves out at their owners' request: only a wordmark (decision 012). */
const brandsWithoutFreeMarks =
  /\b(azure|aws|amazon|microsoft|mysql|sql server|power bi|visual studio)\b/i;

/** A brand's logo only on a card that names the brand. */
function markFitsTitle(
  { mark, title }: { mark: string; title: string },
  context: z.core.$RefinementCtx<{ mark: string; title: string }>,
) {
  const brand = brandNames[mark as keyof typeof brandNames] as
    string | undefined;
  if (brand !== undefined && !normalise(title).includes(normalise(brand)))
    context.addIssue({
      code: "custom",
      path: ["mark"],
      message: `“${mark}” is the logo of ${brand}: pick this technology’s own logo, a glyph for what is not one brand, or “wordmark” to set its name as text`,
    });
  else if (
    brand === undefined &&
    mark !== "wordmark" &&
    brandsWithoutFreeMarks.test(title)
  )
    context.addIssue({
      code: "custom",
      path: ["mark"],
      message: `${title} is a brand whose logo the site may not show: pick “wordmark”, its name set as text`,
    });
}

const coreTechnologySchema = z
  .object({
    mark: z.enum(coreMarks).meta({ description: markHint }),
    title: heading.max(40),
    subtitle: text.max(60),
    featureTags: z
      .array(label.max(24).meta({ title: "Tag" }))
      .min(2)
      .max(5)
      .meta({ title: "Tags", description: "On the card's front." }),
    backTitle: text.max(60),
    backFeatures: z.array(text.max(70).meta({ title: "Feature" })).length(6),
    expertiseLevel: z
      .number()
      .int()
      .min(80, specFixes("the scale of expertise: 80 to 100"))
      .max(100, specFixes("the scale of expertise: 80 to 100"))
      .meta({
        title: "Expertise level (%)",
        description:
          "The site's specification fixes the first nine cards' levels.",
      }),
  })
  .superRefine(markFitsTitle);

const technologyItemSchema = z.object({
  mark: z.enum(technologyMarks).meta({ description: markHint }),
  title: text.max(32).meta({ title: "Name" }),
  description: text.max(70),
  category: z.enum(Object.values(technologyCategories)),
});

const technologyGroupSchema = z.object({
  intro: text.max(120).meta({
    title: "Introduction",
    description: "Why the group matters to a client.",
  }),
  items: z
    .array(
      technologyItemSchema.omit({ category: true }).superRefine(markFitsTitle),
    )
    .min(3)
    .refine(distinct("title"), "each technology is named once in its group")
    .meta({ title: "Technologies" }),
});

const technologyPrinciplesSchema = z.object({
  eyebrow,
  title: heading.meta({ title: "Heading" }),
  principles: z
    .array(
      z.object({
        title: heading,
        description: z.string().trim().min(20).meta({ widget: "text" }),
      }),
    )
    .min(1),
});

const sectionHeading = heading.meta({
  title: "Heading",
  description: "It also names the section for screen readers.",
});
const withCount = textWithTokens(["count"]);

const coreTechnologiesSchema = z.object({
  eyebrow,
  title: sectionHeading,
  intro: withCount.meta({
    title: "Introduction",
    description:
      "Under the heading. May name {count} (shows as the number of cards spelt out, such as “nine”, with a capital at the start of a sentence).",
    widget: "text",
  }),
  swipeHint: withCount.meta({
    description:
      "On a phone only, above the row of cards that scrolls sideways; an arrow follows it. May name {count} (shows as the number of cards spelt out, such as “nine”).",
  }),
  turnOver: text.meta({ title: "Turn-over cue" }),
  expertiseLevel: text.meta({
    title: "Expertise bar's label",
    description: "Beside the percentage on each card's back.",
  }),
  cards: z
    .array(coreTechnologySchema)
    .min(9, atLeastTheSpecs(9, "core technologies"))
    .refine(distinct("title"), "each core technology is named once")
    .superRefine((cards, context) => {
      specExpertiseLevels.forEach((level, at) => {
        const card = cards[at];
        if (card && card.expertiseLevel !== level)
          context.addIssue({
            code: "custom",
            path: [at, "expertiseLevel"],
            message: specFixes(
              `the expertise levels of the first nine cards, in order (${specExpertiseLevels.join(", ")}): this one is ${level}`,
            ),
          });
      });
    }),
});

const toolboxSchema = z.object({
  eyebrow,
  title: sectionHeading,
  intro: text.meta({ title: "Introduction", widget: "text" }),
  usesLabel: text.meta({
    title: "“What each is for” button",
    description:
      "On a phone only: opens the list of what each technology of a group is for.",
  }),
  // One group per category of the spec, under its key: the category names it (categories.ts).
  groups: z.object(
    Object.fromEntries(
      Object.entries(technologyCategories).map(([key, category]) => [
        key,
        technologyGroupSchema.meta({ title: category }),
      ]),
    ) as Record<TechnologyCategoryKey, typeof technologyGroupSchema>,
  ),
});

const technologiesFileFields = z.object({
  coreTechnologies: coreTechnologiesSchema,
  principles: technologyPrinciplesSchema.meta({ title: "How we choose" }),
  toolbox: toolboxSchema.meta({ title: "The full toolbox" }),
});

export const technologiesFileSchema = technologiesFileFields.meta({
  title: "Technologies",
  description:
    "The /technologies page below its hero: the core technologies' flip cards, the principles band and the groups of small cards, each with its heading. Logos are named by key.",
});

export type CoreTechnology = z.infer<typeof coreTechnologySchema>;
/** A small technology card (spec section 3, "Technology item"). */
export type TechnologyItem = z.infer<typeof technologyItemSchema>;
export type TechnologyGroup = z.infer<typeof technologyGroupSchema> & {
  category: TechnologyCategory;
};
