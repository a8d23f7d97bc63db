import { z } from "zod";

import {
  eyebrow,
  heading,
  specLabel,
  text,
  textWithTokens,
} from "./schema-parts.ts";

const blogFileFields = z.object({
  featured: z
    .object({
      eyebrow,
      title: specLabel(
        "Featured articles",
        "the heading of the featured articles",
        "heading",
      ).meta({ title: "Heading" }),
    })
    .meta({
      title: "Featured articles section",
      description:
        "The newest three featured articles, at the top of /blog (an article's “featured” field).",
    }),
  archive: z
    .object({
      eyebrow,
      title: specLabel(
        "All articles",
        "the heading of every article's list",
        "heading",
      ).meta({ title: "Heading" }),
      countOne: textWithTokens(["count"]).meta({
        title: "Count, one article",
        description:
          "Under the heading when there is one article: “{count} article, newest first.” (shows as “1 article, newest first.”).",
      }),
      countOther: textWithTokens(["count"]).meta({
        title: "Count, more articles",
        description:
          "Under the heading otherwise: “{count} articles, newest first.” (shows as “12 articles, newest first.” with 12 articles).",
      }),
    })
    .meta({ title: "All articles section" }),
  article: z
    .object({
      backLink: text.meta({
        description: "Above an article's title and after its text, to /blog.",
      }),
      readTime: textWithTokens(["minutes"]).meta({
        description:
          "On each card and under an article's title: “{minutes} min read” (shows as “8 min read” for an eight-minute read).",
      }),
      related: z
        .object({ eyebrow, title: heading.meta({ title: "Heading" }) })
        .meta({ title: "Related articles section" }),
    })
    .meta({ title: "Article pages and cards" }),
  callouts: z.object({ note: text, tip: text, warning: text }).meta({
    title: "Callout titles",
    description:
      "The title of an article's callout of each tone, unless the callout names its own.",
  }),
});

export const blogFileSchema = blogFileFields.meta({
  title: "Blog sections and article labels",
  description:
    "The blog's section headings (Featured Articles, All Articles), the words on every article's page and card (back link, read time, related articles) and the callouts' titles.",
});

export type BlogFile = z.infer<typeof blogFileSchema>;
