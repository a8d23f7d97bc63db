import { z } from "zod";

import {
  heading,
  inSpecOrder,
  specFixes,
  specLabel,
  text,
  textWithTokens,
} from "./schema-parts.ts";
import { pageKeys, pagePath } from "./site-map.ts";

/** The year the site's copyright starts from, as the spec gives it: “© 2024–<year of the build>”. */
const COPYRIGHT_START_YEAR = 2024;

/**
 * The menu bar and the footer's links (`content/navigation.json`). A link names a page by its
 * key in the page index (site-map.ts), so it cannot point nowhere; the page's path comes from
 * the index.
 */

/** A page of the index, by its key. */
export const pageKey = z.enum(pageKeys, {
  error: `one of the site's pages: ${pageKeys.join(", ")}`,
});

/** The footer's words: its headings, badges and closing lines, and the Cookie settings button. */
const footerSchema = z
  .object({
    quickLinksTitle: heading.meta({
      title: "Quick links heading",
      description:
        "Above the footer's quick links; screen readers name that list by it too.",
    }),
    contactTitle: heading.meta({
      title: "Contact heading",
      description: "Above the phone number, e-mail and address.",
    }),
    bbbeeBadge: textWithTokens(["bbbeeLevel"]).meta({
      title: "B-BBEE badge",
      description:
        "The first badge under the mission, after “Broad-Based Black Economic Empowerment (B-BBEE)”, which the footer spells out: “Level {bbbeeLevel}”.",
    }),
    badges: z
      .array(
        textWithTokens(["founded"]).meta({
          title: "Badge",
          description:
            "A short claim, such as “100% black-owned”; the founding year is {founded}.",
        }),
      )
      .meta({
        title: "More badges",
        description: "The badges after the B-BBEE one, in order.",
      }),
    copyright: textWithTokens(["year", "legalName"])
      .refine(
        (line) => line.startsWith("© {year} "),
        specFixes("how the copyright line starts: “© {year} ”, shown as “© 2024–2026”"),
      )
      .meta({
      title: "Copyright line",
      description:
        "The line at the bottom: {year} (shows as “2024–2026”, from the first copyright year below to the year the site is published) and {legalName}, the company's registered name.",
    }),
    registration: textWithTokens(["registrationNumber", "address"]).meta({
      title: "Registration line",
      description:
        "The line beside the copyright: {registrationNumber} and {address} come from Identity.",
    }),
    cookieSettings: specLabel(
      "Cookie settings",
      "the footer's cookie settings button",
    ).meta({
      title: "Cookie settings button",
      description:
        "The button after the legal links that opens the cookie settings: the site's specification names it “Cookie settings”.",
    }),
  })
  .meta({
    title: "Footer",
    description: "The footer's headings, badges and closing lines.",
  });

/** The spec's menu: its seven pages, in its order. */
const specMenu = [
  "home",
  "services",
  "caseStudies",
  "technologies",
  "blog",
  "about",
  "contact",
] as const;
/** The spec's quick links in the footer, in its order. */
const specQuickLinks = [
  "home",
  "services",
  "technologies",
  "caseStudies",
  "about",
  "contact",
] as const;
const namesOf = (keys: readonly (typeof pageKeys)[number][]) =>
  keys.map((key) => pagePath[key]).join(", ");

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
  // Fixed by the spec, so not offered in the editor (`fixed`), and refused if changed by hand.
  menu: pageList("Menu", "The pages of the menu bar, in order.")
    .superRefine(
      inSpecOrder(
        (key) => key,
        specMenu,
        "the menu",
        namesOf(specMenu),
      ),
    )
    .meta({ fixed: true }),
  footerQuickLinks: pageList(
    "Footer quick links",
    "The pages under “Quick links” in the footer, in order.",
  )
    .superRefine(
      inSpecOrder(
        (key) => key,
        specQuickLinks,
        "the footer's quick links",
        namesOf(specQuickLinks),
      ),
    )
    .meta({ fixed: true }),
  footerMoreLinks: pageList(
    "More footer links",
    "The pages listed under “Quick links” after the specification's six, in order: every page the menu leaves out (the supplier information) belongs here.",
  ),
  getStarted: z
    .object({
      name: specLabel("Get started", "the menu bar's button").meta({
        title: "Button text",
        description:
          "The button at the right of the menu bar: the site's specification names it “Get started”.",
      }),
      // The spec's button opens the contact form: never the marketer's to change.
      page: pageKey
        .refine(
          (key) => key === "contact",
          specFixes("where Get started goes: the contact form on /contact"),
        )
        .meta({ title: "Page", fixed: true }),
      section: z
        .string()
        .refine(
          (section) => section === "#contact",
          specFixes("where Get started goes: the contact form on /contact"),
        )
        .meta({ title: "Section", fixed: true }),
    })
    .meta({
      title: "Get started button",
      description: "The menu bar's call to action.",
    }),
  skipLink: text.meta({
    title: "Skip link",
    description:
      "The link a keyboard user meets first on every page, to jump past the menu to the page's content.",
  }),
  footer: footerSchema,
  copyrightStartYear: z
    .number()
    .refine(
      (year) => year === COPYRIGHT_START_YEAR,
      specFixes(`the first copyright year: ${COPYRIGHT_START_YEAR}`),
    )
    .meta({
      title: "First copyright year",
      description:
        "The year the footer's “©” line starts from; the line runs to the year the site is published: “© 2024–2026”.",
      fixed: true,
    }),
})
  .superRefine((navigation, context) => {
    // A page no link leads to is found by no visitor: the footer lists those the menu leaves out.
    const linked = new Set([
      ...navigation.menu,
      ...navigation.footerQuickLinks,
      ...navigation.footerMoreLinks,
    ]);
    for (const key of pageKeys)
      if (!linked.has(key))
        context.addIssue({
          code: "custom",
          path: ["footerMoreLinks"],
          message: `No link leads to ${pagePath[key]}: add “${navigation.linkNames[key] ?? key}” to the more footer links.`,
        });
  });
