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
  legalPagesSchema,
  paiaManualSchema,
  privacyPolicySchema,
  termsOfUseSchema,
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

export const CONTENT_DIR = "content";

/** Every data file under `content/` with its schema, by the editor's groups (decision 085). */
const filesByGroup = {
  Company: {
    identity: identitySchema,
    clients: clientsFileSchema,
    testimonials: testimonialsFileSchema,
    "supplier-information": supplierInformationSchema,
    figures: figuresFileSchema,
  },
  Pages: {
    navigation: navigationSchema,
    "site-messages": siteMessagesSchema,
    "update-notice": updateNoticeSchema,
    // Each page of the index has its file, named after its path; the editor names it by its link.
    ...Object.fromEntries(
      Object.entries(pagePath).map(([key, path]) => {
        const label = navigation.linkNames[key as PageKey];
        const schema = pageSchema.meta({
          title: `${label} page`,
          description: `The ${key === "home" ? "home" : label} page's hero (eyebrow, heading, introduction) and its search description. Write a company fact as {name}, {founded} or {bbbeeLevel}.`,
        });
        return [`pages${path}`, schema];
      }),
    ),
    home: homeFileSchema,
    "calls-to-action": callsToActionFileSchema,
    about: aboutFileSchema,
    contact: contactFileSchema,
    "contact-form": contactFormFileSchema,
    blog: blogFileSchema,
    newsletter: newsletterSchema,
    "case-studies-common-thread": caseStudiesCommonThreadSchema,
    "case-studies-labels": caseStudiesLabelsSchema,
  },
  Services: { services: servicesFileSchema },
  Technologies: { technologies: technologiesFileSchema },
  Legal: {
    consent: consentFileSchema,
    "legal-pages": legalPagesSchema,
    "legal/cookie-policy": cookiePolicySchema,
    "legal/privacy-policy": privacyPolicySchema,
    "legal/terms-of-use": termsOfUseSchema,
    "legal/paia-manual": paiaManualSchema,
  },
};

export const contentFiles = Object.entries(filesByGroup).flatMap(
  ([group, files]) =>
    Object.entries(files).map(([name, schema]: [string, z.ZodType]) => {
      const file = `${CONTENT_DIR}/${name}.json`;
      const { title, description } = schema.meta() ?? {};
      if (!title || !description)
        throw new Error(
          `${file}: its schema needs .meta({ title, description }) for the editor`,
        );
      return { file, schema, label: title, hint: description, group };
    }),
);
export type ContentFileEntry = (typeof contentFiles)[number];

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
  type Entry = Record<PropertyKey, unknown> | null | undefined;
  let at = data as Entry;
  let text = "";
  for (const key of path) {
    at = at?.[key] as Entry;
    if (typeof key !== "number") text += `${text ? "." : ""}${String(key)}`;
    else {
      const name = [at?.name, at?.title, at?.id].find(
        (value) => typeof value === "string" || typeof value === "number",
      );
      text += `[${key}]${name === undefined ? "" : ` (${String(name)})`}`;
    }
  }
  return text || "(the whole file)";
}

/** What is wrong with one content file's text, one line per problem; empty when it is valid. */
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
