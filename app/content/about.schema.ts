import { z } from "zod";

import {
  imagePath,
  inSpecOrder,
  button,
  sentenceCase,
  heading as headingText,
  specFixes,
  withBasis,
  text,
  textWithPageFacts,
  icon as spriteIcon,
} from "./schema-parts.ts";

const sentence = textWithPageFacts.min(20, "write at least 20 characters");

const OWNERSHIP = "100% black-owned and female-owned";
const specOfferings = [
  "Custom software",
  "Supply chain",
  "E-commerce",
  "Content management",
  "Workflow automation",
  "Fleet telematics",
  "Digital transformation",
  "AI solutions",
  "Web applications",
] as const;
// After the projects delivered, which grow.
const specRecordFigures = ["{founded}", "{uptime}", "{monitoring}"] as const;

const icon = spriteIcon.meta({
  description: "The picture beside the title, chosen from the site's icons.",
});

const eyebrow = textWithPageFacts.meta({
  description:
    "The small line above the heading, shown on tablets and wider. A company fact is written as {founded}, {name}, ….",
});
const heading = textWithPageFacts.superRefine(sentenceCase("heading")).meta({
  title: "Heading",
  description: "It also names the section for screen readers.",
});
const section = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ eyebrow, title: heading, ...shape });
const sectionIntro = (description: string) =>
  sentence.meta({ title: "Introduction", description, widget: "text" });
const linkLabel = (to: string) =>
  button.meta({ title: "Link", description: `The link to ${to}.` });

const titled = z.object({
  title: headingText,
  description: sentence.meta({ widget: "text" }),
});

const figure = withBasis("value", {
  value: textWithPageFacts.meta({
    title: "Figure",
    description: 'Short, as it is set large: "200+", "24/7", "{founded}".',
  }),
  label: text.meta({ description: "What the figure counts." }),
});

export const aboutFileSchema = z
  .object({
    heroLinks: z
      .object({
        contact: button.meta({ title: "Contact button" }),
        caseStudies: button.meta({ title: "Case studies button" }),
      })
      .meta({
        title: "Hero buttons",
        description:
          "The two buttons under the hero's introduction (the hero's words are in the About page's file).",
      }),
    story: section({
      paragraphs: z
        .array(sentence.meta({ widget: "text" }))
        .min(2)
        .refine(
          (paragraphs) => paragraphs.some((text) => text.includes(OWNERSHIP)),
          specFixes(
            `the story's words “${OWNERSHIP}”: keep them in a paragraph`,
          ),
        )
        .meta({
          description: `The story, one paragraph each. Write the company's name as {name} and its founding year as {founded}. The site's specification has it say “${OWNERSHIP}”.`,
        }),
      milestones: z
        .array(
          z.object({
            year: text.meta({ description: 'Or "Today".' }),
            text: textWithPageFacts,
          }),
        )
        .min(3)
        .meta({
          description:
            "Dates beside the story, oldest first. Figures belong to the track record.",
        }),
    }).meta({ title: "Our story" }),
    statements: section({
      items: z
        .array(
          z.object({
            label: z.enum(["Mission", "Vision", "Goal"]),
            text: textWithPageFacts.meta({
              description:
                "The statement. {mission} is the mission as the company's identity states it.",
              widget: "text",
            }),
          }),
        )
        .length(3)
        .superRefine(
          inSpecOrder(
            (item) => item.label,
            ["Mission", "Vision", "Goal"],
            "the three statements",
          ),
        )
        .meta({ title: "Statements" }),
    }).meta({
      title: "Mission, vision and goal",
      description: "The dark panel under the story.",
    }),
    offerings: section({
      intro: sectionIntro("The sentence above the list."),
      linkLabel: linkLabel("/services, under the introduction"),
      items: z
        .array(titled)
        .superRefine(
          inSpecOrder(
            (offering) => offering.title,
            specOfferings,
            "the nine offerings under What we do",
          ),
        )
        .meta({
          title: "Offerings",
          description:
            "What we do, one card each, in the order shown. The site's specification fixes the nine titles; their descriptions are yours.",
        }),
    }).meta({ title: "What we do" }),
    deliveryModel: z
      .object({
        title: headingText,
        intro: sentence.meta({
          title: "Introduction",
          description: "Who is in a squad and why.",
          widget: "text",
        }),
        figures: z
          .array(figure)
          .superRefine(
            inSpecOrder(
              (figure) => figure.value,
              ["{squadSize}", "{deliveryMonths}"],
              "the delivery model's figures",
              "squads of {squadSize} people, then {deliveryMonths} to production",
            ),
          )
          .meta({
            description:
              "The site's specification fixes squads of {squadSize} people and {deliveryMonths} to production (each said once, under Figures); the labels are yours.",
          }),
      })
      .meta({
        title: "Delivery model",
        description: "Small senior squads: the brand panel under What we do.",
      }),
    values: section({
      items: z
        .array(titled.extend({ icon }))
        .length(4, specFixes("four value cards"))
        .meta({ title: "Values" }),
    }).meta({ title: "Our values" }),
    trackRecord: section({
      intro: sectionIntro(
        "The sentence above the figures and the client list.",
      ),
      stats: z
        .array(figure)
        .refine(
          (stats) =>
            stats.length === specRecordFigures.length + 1 &&
            specRecordFigures.every(
              (value, at) => stats[at + 1]?.value === value,
            ),
          specFixes(
            "the track record's four figures: the projects delivered, then {founded} (delivering since), {uptime} and {monitoring}",
          ),
        )
        .meta({
          title: "Figures",
          description:
            "Each figure is told here only, not again in the story or capabilities. The site's specification fixes four: the projects delivered ({projectsDelivered}), then {founded}, {uptime} and {monitoring}.",
        }),
      clientsTitle: headingText.meta({
        title: "Client list heading",
        description: "The clients themselves are under Clients.",
      }),
    }).meta({ title: "Proven track record" }),
    industries: section({
      items: z
        .array(titled.extend({ icon }))
        .min(4)
        .meta({ title: "Industries" }),
    }).meta({ title: "Industries served" }),
    capabilities: section({
      intro: sectionIntro("The sentence beside the groups."),
      linkLabel: linkLabel("/technologies, under the introduction"),
      items: z
        .array(z.object({ title: text, items: z.array(text).min(2) }))
        .min(2)
        .meta({ title: "Groups" }),
    }).meta({ title: "Technology & capabilities" }),
    leadership: section({
      intro: sectionIntro("The sentence above the people."),
      people: z
        .array(
          z.object({
            name: z
              .string()
              .regex(/^\S+( \S+)+$/, "a first name and a surname")
              .meta({ description: "First name and surname." }),
            role: text,
            bio: sentence.meta({
              title: "Biography",
              description:
                "One sentence on what the person is accountable for.",
              widget: "text",
            }),
            photo: imagePath({ folder: "people", width: 800, svg: false })
              .optional()
              .meta({
                description:
                  "Only with the person’s consent. Without one the card shows their initials.",
              }),
          }),
        )
        .min(3)
        .meta({
          description:
            "The leadership team, in the order shown. The shipped names are placeholders.",
        }),
    }),
    socialResponsibility: section({
      intro: sectionIntro("The sentence above the initiatives."),
      initiatives: z.array(titled).min(2),
    }),
  })
  .superRefine(
    ({ trackRecord, story, capabilities, deliveryModel }, context) => {
      const elsewhere = [
        ...story.milestones.flatMap((milestone) => [
          milestone.year,
          milestone.text,
        ]),
        ...capabilities.items.flatMap((group) => group.items),
        ...deliveryModel.figures.map((figure) => figure.value),
      ].join(" | ");
      trackRecord.stats.forEach((stat, at) => {
        if (elsewhere.includes(stat.value))
          context.addIssue({
            code: "custom",
            path: ["trackRecord", "stats", at, "value"],
            message: `“${stat.value}” is told in the track record: say it there only, not again in the story, capabilities or delivery model`,
          });
      });
    },
  )
  .meta({
    title: "About",
    description:
      "Everything on /about below its hero: the hero's buttons, then each section from Our story to Social responsibility with its eyebrow, heading and content. Write a company fact as {name}, {founded}, {bbbeeLevel} or {mission}.",
  });

export type About = z.infer<typeof aboutFileSchema>;
export type Industry = About["industries"]["items"][number];
export type Leader = About["leadership"]["people"][number];
