import { identity } from "../identity";
import { LEGAL_LAST_UPDATED, type LegalDocument } from "./types";

/**
 * Every cookie and storage key the site sets. `cookie-policy.test.ts` checks that each key the
 * code writes is listed here, so the policy cannot fall behind the code.
 */
export const storageTable = {
  caption: "Cookies and browser storage used on this site",
  columns: ["Name", "Type", "Category", "Purpose", "Kept for"],
  rows: [
    [
      "khanyisa:consent",
      "Local storage",
      "Necessary",
      "Remembers whether you accepted or rejected analytics, so we do not ask on every page.",
      "Until you change your choice or clear your browser data",
    ],
    [
      "react-router-scroll-positions",
      "Session storage",
      "Necessary",
      "Returns you to the same place on a page when you go back.",
      "Until you close the tab",
    ],
    [
      "khanyisa-precache-v2-<site address>",
      "Cache storage (service worker)",
      "Necessary",
      "A copy of the site’s pages, scripts, styles, fonts and images, kept by the site’s service worker so that pages open quickly and also without a connection. It holds no personal information and is replaced whenever we publish a new version.",
      "Until the next version of the site, or until you clear your browser data",
    ],
    [
      "khanyisa:contact-details",
      "Local storage",
      "Functional",
      "Your name, e-mail, phone and company as you typed them in our contact form, so you need not type them again. Set only if you use the form; never sent to us or anyone else until you send a message. Remove it with “Clear saved data” under the form.",
      "Until you clear it or your browser data",
    ],
    [
      "analytics:device-reported",
      "Session storage",
      "Analytics",
      "Notes that your device type (phone, tablet or desktop) has been counted once this visit. Set only after you accept analytics.",
      "Until you close the tab",
    ],
    [
      "_ga, _ga_<measurement id>",
      "Cookie (Google Analytics)",
      "Analytics",
      "Distinguishes visitors and visits so that we can count them. Set by Google only after you accept analytics.",
      "Up to 2 years",
    ],
    [
      "analytics:debug",
      "Local storage",
      "Set by you",
      "Never set by the site. If you set it to 1 yourself, the browser console shows each analytics event the site records.",
      "Until you remove it",
    ],
  ],
} satisfies NonNullable<LegalDocument["sections"][number]["table"]>;

export const cookiePolicy = {
  slug: "cookie-policy",
  title: "Cookie Policy",
  lastUpdated: LEGAL_LAST_UPDATED,
  summary: `Which cookies and browser storage ${identity.name}’s website uses, why, and how to change your choice.`,
  sections: [
    {
      heading: "Our approach",
      paragraphs: [
        `${identity.legalName} (“we”) uses as little browser storage as the site needs. Necessary storage keeps the site working and needs no consent. Analytics storage helps us understand how the site is used; it is only set, and no analytics data is sent, after you accept analytics in the cookie banner.`,
        "We do not use advertising, profiling or social-media tracking cookies.",
      ],
    },
    {
      heading: "What we store",
      table: storageTable,
    },
    {
      heading: "Analytics and Google",
      paragraphs: [
        "When you accept analytics, and only then, the site loads Google Analytics 4. Google receives the pages you view, how far you scroll, the type of device and browser you use and an approximate location derived from your IP address, which Google truncates. Advertising features and Google signals are switched off.",
        "Until you decide, Google’s consent mode records every storage type as denied, and the Google Analytics script is not loaded at all.",
      ],
    },
    {
      heading: "Changing your choice",
      paragraphs: [
        "Choose “Cookie settings” at the foot of any page to accept or reject analytics at any time. Rejecting stops further analytics immediately; to remove Google Analytics cookies already set, clear this site’s cookies in your browser settings.",
        "You can also block or delete cookies in your browser. The site works fully without analytics storage.",
        "The service worker and its cache are not cookies and track nothing: they let the pages you have opened, and the rest of the site, open when you have no connection. Clearing this site’s data in your browser removes them; the site still works without them, online only.",
      ],
    },
    {
      heading: "Questions",
      paragraphs: [
        `Write to our Information Officer at ${identity.informationOfficer.email}. Our Privacy Policy explains how we handle personal information.`,
      ],
    },
  ],
} as const satisfies LegalDocument;
