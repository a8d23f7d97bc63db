import { z } from "zod";

import {
  button,
  eyebrow,
  imagePath,
  type PixelSize,
  heading,
  label,
  slug,
  withBasis,
  text,
  textWithTokens,
  distinct,
} from "./schema-parts.ts";

const sentence = text.min(20);

const caseStudyCategories = ["Government", "Financial services"] as const;

const metricSchema = z.object({
  value: text.meta({ title: "Figure", description: 'As shown: "99.8%".' }),
  label: text.meta({ description: "What the figure counts." }),
  from: text.optional().meta({
    description: 'Where it started, shown as "from 42%"; if any.',
  }),
});

const screenshotSchema = z.object({
  src: imagePath({ folder: "case-studies", width: 1200, svg: true }).meta({
    title: "Screen",
    description:
      "A screenshot of the system, at least 960 pixels wide, once the client approves (the shipped screens are drawn mock-ups).",
  }),
  title: text.meta({ title: "Caption" }),
  alt: sentence.meta({
    title: "Description for people who cannot see it",
    description:
      "What the screen shows, in one or two sentences (read aloud by screen readers).",
  }),
});

export const caseStudySchema = z.object({
  id: slug.meta({
    description:
      "Part of the study's address, /case-studies/<id>, and the file's name. Lower-case words joined by hyphens; do not change it once published.",
  }),
  order: z.number().int().min(1).meta({
    description:
      "Where the study is listed: 1 first, then 2 and so on. The last study leads back to the first.",
  }),
  title: heading.max(90),
  client: text.meta({
    description:
      "Who the system was built for, as shown on the card. Describe the client by role until they approve being named.",
  }),
  category: z.enum(caseStudyCategories, {
    error: `The site’s specification fixes the case studies' categories: ${caseStudyCategories.join(" or ")}.`,
  }),
  summary: sentence.max(300).meta({ widget: "text" }),
  highlight: metricSchema.meta({
    title: "Leading figure",
    description: "The one result the card and the share card lead with.",
  }),
  hero: z
    .object({
      eyebrow,
      headline: text,
      intro: sentence.meta({ title: "Introduction", widget: "text" }),
    })
    .meta({ title: "Opening" }),
  facts: z
    .array(
      z
        .object({
          label: text.meta({ description: 'Such as "Client".' }),
          value: text,
        })
        .meta({ title: "Fact" }),
    )
    .length(5)
    .refine(distinct("label"), "fact labels are unique")
    .meta({ title: "Project at a glance" }),
  challenge: z
    .object({
      summary: sentence.meta({ widget: "text" }),
      points: z.array(sentence.meta({ title: "Point" })).min(3),
    })
    .meta({ title: "The challenge" }),
  solution: z
    .object({
      summary: sentence.meta({ widget: "text" }),
      pillars: z
        .array(
          z.object({
            title: heading,
            body: sentence.meta({ title: "Text", widget: "text" }),
          }),
        )
        .meta({ description: "A solution has pillars, points or both." }),
      points: z.array(sentence.meta({ title: "Point" })),
    })
    .refine(
      (s) => s.pillars.length > 0 || s.points.length > 0,
      "a solution has pillars or points",
    )
    .meta({ title: "The solution" }),
  screenshots: z
    .array(screenshotSchema)
    .min(1)
    .refine(distinct("src"), "each screen is shown once")
    .meta({
      title: "Screens",
      description:
        "The system's screens. The first is the cover: on the card, across the top of the study's page and on its share card.",
    }),
  results: z.object({
    summary: sentence.meta({ widget: "text" }),
    metrics: z.array(metricSchema).min(1).max(4).meta({ title: "Figures" }),
    points: z.array(sentence.meta({ title: "Point" })).min(1),
  }),
  testimonial: z
    .object({
      quote: sentence.meta({ widget: "text" }),
      attribution: text.meta({ description: "The person's role." }),
      organisation: text,
    })
    .nullable()
    .meta({
      title: "Client's words",
      description:
        "Leave empty to quote the testimonial in Company › Testimonials whose case study is this one (the build fails when there is none); fill in for a quote attributed by role only. A testimonial that names this study is quoted instead of these words.",
    }),
  technologies: z.array(label.meta({ title: "Technology" })).min(1),
});

const caseStudiesCommonThreadFields = z.object({
  eyebrow,
  title: heading.meta({ title: "Heading" }),
  points: z
    .array(
      withBasis("figure", {
        figure: text.meta({ description: 'Shown large, such as "3–5".' }),
        label: text,
        description: sentence.meta({ widget: "text" }),
      }),
    )
    .min(1),
});

export const caseStudiesCommonThreadSchema = caseStudiesCommonThreadFields.meta(
  {
    title: "Case studies: what they share",
    description: "The band of figures under the cards on /case-studies.",
  },
);

const words = (title: string, description: string) =>
  text.meta({ title, description });
const headingLabel = (title: string, description: string) =>
  heading.meta({ title, description });
const linkLabel = (title: string, description: string) =>
  button.meta({ title, description });

const caseStudiesLabelsFields = z.object({
  list: z
    .object({
      eyebrow,
      title: headingLabel(
        "Heading",
        "Say nothing of how many studies there are: adding a study adds a card.",
      ),
      intro: sentence.meta({ title: "Introduction", widget: "text" }),
      readStudy: linkLabel("Card's link", "It opens the study."),
    })
    .meta({ title: "The list on /case-studies" }),
  study: z
    .object({
      readFullStudy: linkLabel(
        "Link to the study's page",
        "In a study's dialog on /case-studies, under its introduction.",
      ),
      atAGlance: heading.meta({ title: "Facts' heading" }),
      challenge: heading.meta({ title: "Challenge's heading" }),
      solution: heading.meta({ title: "Solution's heading" }),
      pillar: textWithTokens(["number"]).meta({
        title: "Pillar's label",
        description:
          "Above each pillar of a solution, with {number} (shows as “1”, “2”, “3”) where the pillar's number goes.",
      }),
      moreScreens: headingLabel("Screens' heading", "Above all but the first."),
      results: heading.meta({ title: "Results' heading" }),
      from: words(
        "Before a starting figure",
        "Read aloud by screen readers before a figure's starting value (“from 42%”); not shown.",
      ),
      to: words(
        "Before a result figure",
        "Read aloud by screen readers between the starting value and the result (“to 99.8%”); not shown.",
      ),
      technologies: heading.meta({ title: "Technologies' heading" }),
      next: heading.meta({ title: "Next study's heading" }),
      allStudies: linkLabel(
        "Link back to the list",
        "At the top and the foot of a study's page, to /case-studies.",
      ),
    })
    .meta({
      title: "A study's parts",
      description:
        "The headings and links of every study, in its dialog and on its page (/case-studies/<id>).",
    }),
});

export const caseStudiesLabelsSchema = caseStudiesLabelsFields.meta({
  title: "Case studies: headings and links",
  description:
    "The heading above the case-study cards, and the words every study shares in its dialog and on its page: the names of its parts (The challenge, Our solution, Results, …) and its links.",
});

/** A study's file as the pages get it: each screen with its file's size, which the build adds. */
export type CaseStudyFile = Omit<
  z.infer<typeof caseStudySchema>,
  "screenshots"
> & { screenshots: Screenshot[] };
/** A study as the site shows it: its testimonial resolved. */
export type CaseStudy = Omit<CaseStudyFile, "testimonial"> & {
  testimonial: NonNullable<CaseStudyFile["testimonial"]>;
};
export type Screenshot = z.infer<typeof screenshotSchema> & PixelSize;
export type CaseStudiesLabels = z.infer<typeof caseStudiesLabelsSchema>;
