import { z } from "zod";

import { text } from "./schema-parts.ts";
import { pageKeys, pagePath } from "./site-map.ts";

/**
 * The menu bar and the footer's links (`content/navigation.json`). A link names a page by its
 * key in the page index (site-map.ts), so it cannot point nowhere; the page's path comes from
 * the index.
 */

/** A page of the index, by its key. */
export const pageKey = z.enum(pageKeys, {
  error: `one of the site's pages: ${pageKeys.join(", ")}`,
});

/** A list of pages, each at most once. */
const pageList = (title: string, description: string) =>
  z
    .array(pageKey)
    .min(1)
    .refine(
      (keys) => new Set(keys).size === keys.length,
      "each page at most once",
    )
    .meta({ title, description });

export const navigationSchema = z.object({
  linkNames: z
    .object(
      Object.fromEntries(
        pageKeys.map((key) => [
          key,
          text.meta({
            title: `Link to ${pagePath[key]}`,
            description: `The link to ${pagePath[key]}, in the menu and the footer. Sentence case.`,
          }),
        ]),
      ) as Record<(typeof pageKeys)[number], typeof text>,
    )
    .meta({
      title: "Link names",
      description:
        "Each page's name in the menu bar and the footer's links, in sentence case (“Case studies”).",
    }),
  menu: pageList(
    "Menu",
    "The pages of the menu bar, in order. The spec's menu has all seven, Home first.",
  ),
  footerQuickLinks: pageList(
    "Footer quick links",
    "The pages under “Quick links” in the footer, in order.",
  ),
  footerInsightLinks: pageList(
    "Footer insight links",
    "The pages under “Insights” in the footer, in order.",
  ),
  getStarted: z
    .object({
      name: text.meta({
        title: "Button text",
        description: "The button at the right of the menu bar.",
      }),
      page: pageKey.meta({
        title: "Page",
        description: "The page the button opens.",
      }),
      section: z
        .string()
        .regex(
          /^(#[a-z0-9]+(-[a-z0-9]+)*)?$/,
          "# and the id of a section of the page, as #contact, or empty",
        )
        .meta({
          title: "Section",
          description:
            "# and the id of the section it scrolls to on that page (#contact: the contact section), or empty for the top of the page.",
        }),
    })
    .meta({
      title: "Get started button",
      description: "The menu bar's call to action.",
    }),
  copyrightYear: z
    .number()
    .int("a year, such as 2024")
    .min(2000, "a year from 2000 on")
    .max(new Date().getFullYear(), "a year that has begun")
    .meta({
      title: "Copyright year",
      description:
        "The year in the footer's “©” line; the spec fixes it at 2024.",
    }),
});

