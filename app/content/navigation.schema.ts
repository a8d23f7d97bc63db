import { z } from "zod";

import {
  heading,
  inSpecOrder,
  label,
  specFixes,
  specLabel,
  text,
  textWithTokens,
} from "./schema-parts.ts";
import { pageKeys, pagePath, specNamedPages } from "./site-map.ts";

/** The year the spec's copyright starts from: “© 2024–<year of the build>”. */
const COPYRIGHT_START_YEAR = 2024;

/** The menu bar and the footer's links (`content/navigation.json`): a link names a page by its key. */
export const pageKey = z.enum(pageKeys, {
  error: `one of the site's pages: ${pageKeys.join(", ")}`,
});

const specMenu = [
  "home",
  "services",
  "caseStudies",
  "technologies",
  "blog",
  "about",
  "contact",
] as const;
const namesOf = (keys: readonly (typeof pageKeys)[number][]) =>
  keys.map((key) => pagePath[key]).join(", ");

const getStartedGoes = specFixes(
  "where Get started goes: the contact form on /contact",
);

const pageList = z
  .array(pageKey)
  .min(1)
  .refine(
    (keys) => new Set(keys).size === keys.length,
    "each page at most once",
  );

export const navigationSchema = z
  .object({
    linkNames: z
      .object(
        Object.fromEntries(
          pageKeys.map((key) => [
            key,
            label.meta({ title: `Link to ${pagePath[key]}` }),
          ]),
        ) as Record<(typeof pageKeys)[number], typeof label>,
      )
      .meta({
        description:
          "Each page's name in the menu bar and the footer's links, in sentence case (“Case studies”).",
      }),
    menu: pageList
      .superRefine(
        inSpecOrder((key) => key, specMenu, "the menu", namesOf(specMenu)),
      )
      .meta({ fixed: true }),
    footerQuickLinks: pageList
      .superRefine(
        inSpecOrder(
          (key) => key,
          specNamedPages,
          "the footer's quick links",
          namesOf(specNamedPages),
        ),
      )
      .meta({ fixed: true }),
    footerMoreLinks: pageList.meta({
      title: "More footer links",
      description:
        "The pages listed under “Quick links” after the specification's six, in order: every page the menu leaves out (the supplier information) belongs here.",
    }),
    getStarted: z
      .object({
        name: specLabel("Get started", "the menu bar's button").meta({
          title: "Button text",
        }),
        page: pageKey
          .refine((key) => key === "contact", getStartedGoes)
          .meta({ fixed: true }),
        section: z
          .string()
          .refine((section) => section === "#contact", getStartedGoes)
          .meta({ fixed: true }),
      })
      .meta({ title: "Get started button" }),
    skipLink: text.meta({
      description:
        "The link a keyboard user meets first on every page, to jump past the menu to the page's content.",
    }),
    footer: z.object({
      quickLinksTitle: heading.meta({
        title: "Quick links heading",
        description:
          "Above the footer's quick links; screen readers name that list by it too.",
      }),
      contactTitle: heading.meta({ title: "Contact heading" }),
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
        .meta({ title: "More badges" }),
      copyright: textWithTokens(["year", "legalName"])
        .refine(
          (line) => line.startsWith("© {year} "),
          specFixes(
            "how the copyright line starts: “© {year} ”, shown as “© 2024–2026”",
          ),
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
      ).meta({ title: "Cookie settings button" }),
    }),
    copyrightStartYear: z
      .number()
      .refine(
        (year) => year === COPYRIGHT_START_YEAR,
        specFixes(`the first copyright year: ${COPYRIGHT_START_YEAR}`),
      )
      .meta({ title: "First copyright year", fixed: true }),
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
  })
  .meta({
    title: "Navigation",
    description:
      "The menu bar, the skip link, the footer's links, headings, badges and closing lines, the Get started button and the copyright's first year. Pages are chosen from the site's pages.",
  });
