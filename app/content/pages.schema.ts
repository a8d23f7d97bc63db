import { z } from "zod";

import { fillFacts } from "./facts.ts";
import { sentenceCase, textWithFacts } from "./schema-parts.ts";

/** The drawn scenes of app/assets/illustrations/ an inner page's hero can show (design log 082). */
const heroScenes = [
  "clinic",
  "contact-office",
  "data-centre",
  "insights",
  "sandton-office",
  "school-delivery",
  "warehouse",
] as const;

/** Search engines show about 160 characters; the spec's pages have 50 to 200. */
const description = textWithFacts
  .superRefine((value, context) => {
    const { length } = fillFacts(value);
    if (length < 50 || length > 200)
      context.addIssue(
        `50 to 200 characters once the facts are filled in (it has ${length})`,
      );
  })
  .meta({
    title: "Search description",
    description:
      "What search engines and link previews show under the page's title: 50 to 200 characters, about 160 reads best. A company fact is written as {name}, {founded}, {bbbeeLevel}.",
    widget: "text",
  });

export const pageSchema = z.object({
  name: textWithFacts.meta({
    title: "Page name",
    description:
      "The page's name in its browser-tab title, such as “Services | {name}”, and in the breadcrumbs. The menu's link name is in Navigation.",
  }),
  description,
  hero: z.object({
    eyebrow: textWithFacts,
    title: textWithFacts
      .superRefine(sentenceCase("heading"))
      .meta({ title: "Heading" }),
    subtitle: textWithFacts.meta({ title: "Introduction", widget: "text" }),
    illustration: z.enum(heroScenes).optional().meta({
      description:
        "The drawn scene beside the text on wide screens; none on Home, whose banner shows its figures.",
    }),
  }),
});

export type PageContent = z.infer<typeof pageSchema>;
export type HeroScene = (typeof heroScenes)[number];
