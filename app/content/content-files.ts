import type { z } from "zod";

import {
  caseStudiesCommonThreadSchema,
  caseStudiesLabelsSchema,
  caseStudySchema,
} from "./case-studies.schema.ts";
import { blogFileSchema } from "./blog.schema.ts";
import { clientsFileSchema } from "./clients.schema.ts";
import { consentFileSchema } from "./consent.schema.ts";
import { technologiesFileSchema } from "./technologies.schema.ts";
import { identitySchema } from "./identity.schema.ts";
import { navigationSchema } from "./navigation.schema.ts";
import { newsletterSchema } from "./newsletter.schema.ts";
import navigation from "../../content/navigation.json" with { type: "json" };
import { pageSchema } from "./pages.schema.ts";
import { pagePath, type PageKey } from "./site-map.ts";
import { aboutFileSchema } from "./about.schema.ts";
import { contactFormFileSchema } from "./contact-form.schema.ts";
import { contactFileSchema } from "./contact.schema.ts";
import {
  cookiePolicySchema,
  legalDocumentSchema,
  legalPagesSchema,
  privacyPolicySchema,
} from "./legal.schema.ts";
import { callsToActionFileSchema } from "./calls-to-action.schema.ts";
import { figuresFileSchema } from "./figures.schema.ts";
import { homeFileSchema } from "./home.schema.ts";
import { servicesFileSchema } from "./services.schema.ts";
import { supplierInformationSchema } from "./supplier-information.schema.ts";
import {
  siteMessagesSchema,
  updateNoticeSchema,
} from "./site-messages.schema.ts";
import { testimonialsFileSchema } from "./testimonials.schema.ts";

/**
 * Every data file under `content/` with its schema, the one source of truth of its kind: the build
 * (scripts/vite-plugin-content.ts) and the tests check each file against it (decision 085), and
 * the editor at /admin makes one form per entry from it, its label and hint the form's.
 */
export const CONTENT_DIR = "content";

export const contentGroups = [
  "Company",
  "Pages",
  "Services",
  "Technologies",
  "Legal",
] as const;

export interface ContentFileEntry {
  /** From the project root: "content/clients.json". */
  file: string;
  schema: z.ZodType;
  label: string;
  /** One sentence for an editor: where this shows on the site. */
  hint: string;
  group: (typeof contentGroups)[number];
}

const legalFacts =
  "Write a company fact as {legalName}, {registrationNumber}, {address}, {phone}, {email}, {informationOfficerRole} or {informationOfficerEmail}.";

const inGroup = (
  group: ContentFileEntry["group"],
  entries: readonly Omit<ContentFileEntry, "group">[],
): ContentFileEntry[] => entries.map((entry) => ({ ...entry, group }));

export const contentFiles: readonly ContentFileEntry[] = [
  ...inGroup("Company", [
    {
      file: "content/identity.json",
      schema: identitySchema,
      label: "Identity",
      hint: "The company's name, registration, B-BBEE level, phone, e-mail, address and LinkedIn page: every page, the footer, Contact and the legal documents read them from here.",
    },
    {
      file: "content/clients.json",
      schema: clientsFileSchema,
      label: "Clients",
      hint: "The client wall on Home and About's track record, in the order shown.",
    },
    {
      file: "content/testimonials.json",
      schema: testimonialsFileSchema,
      label: "Testimonials",
      hint: "Quotes from clients. The first is Home's; a case study names its own by id.",
    },
    {
      file: "content/supplier-information.json",
      schema: supplierInformationSchema,
      label: "Supplier information",
      hint: "The credentials buyers check (certificates, registrations, tax status, insurance, partnerships) with their numbers, dates and documents, the company's size and the tenders contact: on the supplier information page, Home's certificates card and the capability statement. Write a company fact as {legalName}, {bbbeeLevel}, {registrationNumber}, {name} or {founded}.",
    },
    {
      file: "content/figures.json",
      schema: figuresFileSchema,
      label: "Shared figures",
      hint: "Figures said on more than one page (Home and Contact), each written once here; other text names the delivery time as {deliveryMonths}.",
    },
  ]),
  ...inGroup("Pages", [
    {
      file: "content/navigation.json",
      schema: navigationSchema,
      label: "Navigation",
      hint: "The menu bar, the skip link, the footer's links, headings, badges and closing lines, the Get started button and the copyright's first year. Pages are chosen from the site's pages.",
    },
    {
      file: "content/site-messages.json",
      schema: siteMessagesSchema,
      label: "Site messages",
      hint: "The page shown when a page fails to draw, and the one an unknown address shows on its way home.",
    },
    {
      file: "content/update-notice.json",
      schema: updateNoticeSchema,
      label: "New-version notice",
      hint: "Shown for a moment at the corner of the page when a new version of the site is published, just before the page reloads (the spec's words).",
    },
    // Each page of the index has its file, named after its path; the editor names it by its link.
    ...Object.entries(pagePath).map(([key, path]) => {
      const label = navigation.linkNames[key as PageKey];
      return {
        file: `content/pages${path}.json`,
        schema: pageSchema,
        label: `${label} page`,
        hint: `The ${key === "home" ? "home" : label} page's hero (eyebrow, heading, introduction) and its search description. Write a company fact as {name}, {founded} or {bbbeeLevel}.`,
      };
    }),
    {
      file: "content/home.json",
      schema: homeFileSchema,
      label: "Home page sections",
      hint: "Everything on Home but its hero's heading and introduction: the banner's button and labels, AI solutions, impact, industries, clients, products, figures, about us and the guarantee. Write a company fact as {name}, {founded} or {bbbeeLevel}, the shared delivery time as {deliveryMonths}.",
    },
    {
      file: "content/calls-to-action.json",
      schema: callsToActionFileSchema,
      label: "Closing call to action",
      hint: "The invitation above the footer on every page but Contact.",
    },
    {
      file: "content/about.json",
      schema: aboutFileSchema,
      label: "About",
      hint: "Everything on /about below its hero: the hero's buttons, then each section from Our story to Social responsibility with its eyebrow, heading and content. Write a company fact as {name}, {founded}, {bbbeeLevel} or {mission}.",
    },
    {
      file: "content/contact.json",
      schema: contactFileSchema,
      label: "Contact",
      hint: 'Everything on /contact below its hero\'s words: the call, e-mail and WhatsApp buttons, the contact information cards and the "Why choose us" cards. The number, address and e-mail are under Identity; {inServiceSince}, {deliveryMonths} and {procurementRecognition} are figures Home shows too.',
    },
    {
      file: "content/contact-form.json",
      schema: contactFormFileSchema,
      label: "Contact form",
      hint: "The words of the contact form (switched off on the live site), its messages and the newsletter sign-up's. Write the company's mailbox as {email}.",
    },
    {
      file: "content/blog.json",
      schema: blogFileSchema,
      label: "Blog sections and article labels",
      hint: "The blog's section headings (Featured Articles, All Articles), the words on every article's page and card (back link, read time, related articles) and the callouts' titles.",
    },
    {
      file: "content/newsletter.json",
      schema: newsletterSchema,
      label: "Newsletter sign-up",
      hint: "The newsletter sign-up on the blog page and at the end of every article.",
    },
    {
      file: "content/case-studies-common-thread.json",
      schema: caseStudiesCommonThreadSchema,
      label: "Case studies: what they share",
      hint: "The band of figures under the case-study cards on /case-studies.",
    },
    {
      file: "content/case-studies-labels.json",
      schema: caseStudiesLabelsSchema,
      label: "Case studies: headings and links",
      hint: "The heading above the case-study cards, and the words every study shares in its dialog and on its page: the names of its parts (The challenge, Our solution, Results, …) and its links.",
    },
  ]),
  ...inGroup("Services", [
    {
      file: "content/services.json",
      schema: servicesFileSchema,
      label: "Services",
      hint: "The services on /services and their tiles on Home, in order, with the delivery process and the page's section headings and card labels. A service's number is its address (/services#service-3): keep it.",
    },
  ]),
  ...inGroup("Technologies", [
    {
      file: "content/technologies.json",
      schema: technologiesFileSchema,
      label: "Technologies",
      hint: "The /technologies page below its hero: the core technologies' flip cards, the principles band and the groups of small cards, each with its heading. Logos are named by key.",
    },
  ]),
  ...inGroup("Legal", [
    {
      file: "content/consent.json",
      schema: consentFileSchema,
      label: "Cookie banner and settings",
      hint: "The banner a first visit shows (Accept, Reject, Manage) and the cookie settings dialog it and the footer open.",
    },
    {
      file: "content/legal-pages.json",
      schema: legalPagesSchema,
      label: "Legal documents: page and dialog",
      hint: "The words around every legal document: the eyebrow on its page, the Last updated line, and the dialog's loading and failure messages.",
    },
    {
      file: "content/legal/cookie-policy.json",
      schema: cookiePolicySchema,
      label: "Cookie Policy",
      hint: `At /legal/cookie-policy and in the footer's dialog. Its table lists every cookie and storage key the site sets. ${legalFacts}`,
    },
    {
      file: "content/legal/privacy-policy.json",
      schema: privacyPolicySchema,
      label: "Privacy Policy",
      hint: `At /legal/privacy-policy and in the footer's dialog. ${legalFacts}`,
    },
    {
      file: "content/legal/terms-of-use.json",
      schema: legalDocumentSchema,
      label: "Terms of Use",
      hint: `At /legal/terms-of-use and in the footer's dialog. ${legalFacts}`,
    },
    {
      file: "content/legal/paia-manual.json",
      schema: legalDocumentSchema,
      label: "PAIA Manual",
      hint: `At /legal/paia-manual, linked from the footer. ${legalFacts}`,
    },
  ]),
];

/** A folder with one file per entry (the case studies), each named after its `idField`. */
export const contentFolders = [
  {
    folder: "content/case-studies",
    schema: caseStudySchema,
    label: "Case studies",
    labelSingular: "Case study",
    hint: "One entry per study: its card on /case-studies, its own page (its address ends with its ID) and the picture shown when its page is shared (ask an engineer to redraw that picture after a change). A new entry is a new study.",
    idField: "id",
  },
] as const;
export type ContentFolderEntry = (typeof contentFolders)[number];

/** "clients[3] (Lwandle Retail Group).sector": the path of a field, with the entry's name. */
function fieldPath(data: unknown, path: readonly PropertyKey[]): string {
  let at = data;
  let text = "";
  for (const key of path) {
    at = (at as Record<PropertyKey, unknown> | null | undefined)?.[key];
    if (typeof key !== "number") text += `${text ? "." : ""}${String(key)}`;
    else {
      const entry = at as Record<string, unknown> | null | undefined;
      const name = [entry?.name, entry?.title, entry?.id].find(
        (value) => typeof value === "string" || typeof value === "number",
      );
      text += `[${key}]${name === undefined ? "" : ` (${String(name)})`}`;
    }
  }
  return text || "(the whole file)";
}

/**
 * What is wrong with one content file's text, one line per problem ("content/clients.json:
 * field clients[3] (Lwandle Retail Group).sector: Invalid option: …"); empty when it is valid.
 */
export function contentFileProblems(
  file: string,
  text: string,
  schema: z.ZodType,
): string[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [`${file}: not valid JSON (${(error as Error).message})`];
  }
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map(
    (issue) =>
      `${file}: field ${fieldPath(data, issue.path)}: ${issue.message}`,
  );
}
