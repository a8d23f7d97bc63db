import { z } from "zod";

import { aboutIconKeys } from "./about/icon-keys.ts";
import { onlyKnownTokens, text, textWithPageFacts } from "./schema-parts.ts";

/**
 * The About page's content (`content/about.json`), one schema per section; the file's type is
 * `z.infer<typeof aboutFileSchema>`. A text may name a company fact as {token} ({name},
 * {founded}, {bbbeeLevel}, {mission}, …; page-facts.ts), which about/index.ts fills.
 */

/** A sentence or more: at least 20 characters, facts as {tokens}. */
const sentence = z
  .string()
  .trim()
  .min(20, "write at least 20 characters")
  .superRefine(onlyKnownTokens());

const icon = z.enum(aboutIconKeys).meta({
  title: "Icon",
  description: "The picture beside the title, chosen from the site's icons.",
});

const titled = z.object({
  title: text.meta({ title: "Title", description: "A few words." }),
  description: sentence.meta({
    title: "Description",
    description: "One or two sentences.",
    widget: "text",
  }),
});

const figure = z.object({
  value: textWithPageFacts.meta({
    title: "Figure",
    description: 'Short, as it is set large: "200+", "24/7", "{founded}".',
  }),
  label: text.meta({
    title: "Label",
    description: "What the figure counts, under it.",
  }),
});

export const storySchema = z
  .object({
    paragraphs: z
      .array(sentence.meta({ widget: "text" }))
      .min(2)
      .meta({
        title: "Paragraphs",
        description:
          "The story, one paragraph each. Write the company's name as {name} and its founding year as {founded}.",
      }),
    milestones: z
      .array(
        z.object({
          year: text.meta({
            title: "Year",
            description: 'The year, or "Today".',
          }),
          text: textWithPageFacts.meta({
            title: "Text",
            description: "What happened, in one line.",
          }),
        }),
      )
      .min(3)
      .meta({
        title: "Milestones",
        description:
          "Dates beside the story, oldest first. Figures belong to the track record.",
      }),
  })
  .meta({ title: "Our story", description: "The first section of /about." });

export const statementsSchema = z
  .array(
    z.object({
      label: z
        .enum(["Mission", "Vision", "Goal"])
        .meta({ title: "Label", description: "Mission, Vision or Goal." }),
      text: textWithPageFacts.meta({
        title: "Text",
        description:
          "The statement. {mission} is the mission as the company's identity states it.",
        widget: "text",
      }),
    }),
  )
  .length(3)
  .meta({
    title: "Mission, vision and goal",
    description: "Three statements, in this order: Mission, Vision, Goal.",
  });

export const offeringsSchema = z
  .object({
    intro: sentence.meta({
      title: "Introduction",
      description: "The sentence above the list.",
      widget: "text",
    }),
    items: z.array(titled).min(6).meta({
      title: "Offerings",
      description: "What we do, one card each, in the order shown.",
    }),
  })
  .meta({ title: "What we do", description: "The offerings on /about." });

export const valuesSchema = z
  .array(titled.extend({ icon }))
  .length(4)
  .meta({ title: "Our values", description: "The four value cards." });

export const deliveryModelSchema = z
  .object({
    title: text.meta({
      title: "Title",
      description: "The heading of the delivery model.",
    }),
    intro: sentence.meta({
      title: "Introduction",
      description: "Who is in a squad and why.",
      widget: "text",
    }),
    figures: z.array(figure).min(2).meta({
      title: "Figures",
      description:
        "The spec quotes squads of 3–5 people and 3–9 months to production (ranges with an en dash).",
    }),
  })
  .meta({
    title: "Delivery model",
    description: "Small senior squads, under the values.",
  });

export const trackRecordSchema = z
  .object({
    intro: sentence.meta({
      title: "Introduction",
      description: "The sentence above the figures and the client list.",
      widget: "text",
    }),
    stats: z.array(figure).min(3).meta({
      title: "Figures",
      description:
        "Each figure is told here only, not again in the story or capabilities.",
    }),
  })
  .meta({
    title: "Proven track record",
    description:
      "The figures above the client list (the clients are edited under Clients).",
  });

export const industriesSchema = z.array(titled.extend({ icon })).min(4).meta({
  title: "Industries served",
  description: "One card per industry, in the order shown.",
});

export const capabilitiesSchema = z
  .array(
    z.object({
      title: text.meta({
        title: "Title",
        description: "The group: Platforms, Cloud & operations, …",
      }),
      items: z.array(text).min(2).meta({
        title: "Items",
        description: "At least two, one short line each.",
      }),
    }),
  )
  .min(2)
  .meta({
    title: "Technology & capabilities",
    description: "Groups of what we build with.",
  });

export const leadershipSchema = z
  .array(
    z.object({
      name: z
        .string()
        .regex(/^\S+( \S+)+$/, "a first name and a surname")
        .meta({ title: "Name", description: "First name and surname." }),
      role: text.meta({ title: "Role", description: "The person's title." }),
      bio: sentence.meta({
        title: "Biography",
        description: "One sentence on what the person is accountable for.",
        widget: "text",
      }),
      photo: z
        .object({
          src: z
            .string()
            .regex(
              /^\/.+\.(avif|webp|jpe?g|png)$/,
              "a file under public/, .avif, .webp, .jpg or .png",
            )
            .meta({
              title: "Portrait",
              description:
                "Only with the person's consent. Without one the card shows their initials.",
              widget: "image",
            }),
          width: z.number().int().positive().meta({
            title: "Width",
            description: "The image's width in pixels.",
          }),
          height: z.number().int().positive().meta({
            title: "Height",
            description: "The image's height in pixels.",
          }),
        })
        .optional()
        .meta({ title: "Photo", description: "Optional." }),
    }),
  )
  .min(3)
  .meta({
    title: "Leadership",
    description:
      "The leadership team, in the order shown. The shipped names are placeholders.",
  });

export const socialResponsibilitySchema = z
  .object({
    intro: sentence.meta({
      title: "Introduction",
      description: "The sentence above the initiatives.",
      widget: "text",
    }),
    initiatives: z.array(titled).min(2).meta({
      title: "Initiatives",
      description: "One card each.",
    }),
  })
  .meta({
    title: "Social responsibility",
    description: "The last section of /about.",
  });

export const aboutFileSchema = z.object({
  story: storySchema,
  statements: statementsSchema,
  offerings: offeringsSchema,
  values: valuesSchema,
  deliveryModel: deliveryModelSchema,
  trackRecord: trackRecordSchema,
  industries: industriesSchema,
  capabilities: capabilitiesSchema,
  leadership: leadershipSchema,
  socialResponsibility: socialResponsibilitySchema,
});

export type About = z.infer<typeof aboutFileSchema>;
export type Industry = About["industries"][number];
/** A member of the leadership team. Names are placeholders until the company supplies its own. */
export type Leader = About["leadership"][number];
