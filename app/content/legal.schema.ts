import { z } from "zod";

import { storedKeys } from "./legal/stored-keys.ts";
import { fillPageFacts } from "./facts.ts";
import {
  heading,
  text,
  textAroundToken,
  textWithPageFacts,
} from "./schema-parts.ts";

/** One legal document (`content/legal/<slug>.json`); a text may name a page fact as {token}. */

const legalTableSchema = z
  .object({
    caption: text.meta({
      description: "What the table lists, read out by screen readers.",
    }),
    columns: z.array(text).min(2),
    rows: z
      .array(z.array(textWithPageFacts).meta({ title: "Row" }))
      .min(1)
      .meta({
        description:
          "One row per entry; the first cell names it. The cookie policy's tables name, in their first cells, everything the site stores in a visitor's browser.",
      }),
  })
  .refine(
    (table) => table.rows.every((row) => row.length === table.columns.length),
    { message: "each row has one cell per column", path: ["rows"] },
  );

const legalSectionSchema = z
  .object({
    heading,
    paragraphs: z
      .array(textWithPageFacts.meta({ widget: "text" }))
      .min(1)
      .optional()
      .meta({ description: "Shown first, one paragraph each." }),
    list: z.array(textWithPageFacts).min(1).optional(),
    table: legalTableSchema.optional(),
  })
  .refine(
    (section) => section.paragraphs ?? section.list ?? section.table,
    "a section needs paragraphs, a list or a table",
  );

export const legalDocumentSchema = z.object({
  title: heading.meta({
    description:
      "The document's title on its page, and the name of its link in the footer and of its dialog. Spell an abbreviation out, as “Promotion of Access to Information Act (PAIA) Manual”: on most pages the link is its first use.",
  }),
  lastUpdated: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD")
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(value)) &&
        new Date(value).toISOString().startsWith(value),
      "not a real date",
    )
    // Not after today anywhere: a Johannesburg morning's date must pass a build in UTC.
    .refine(
      (value) =>
        value <=
        new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10),
      "a date that has come: the day the document last changed",
    )
    .meta({
      description:
        "The day the document last changed, shown at the top (YYYY-MM-DD). Change it whenever you change the document.",
    }),
  summary: textWithPageFacts.meta({
    description:
      "One sentence, shown first and used as the page's description in search results.",
    widget: "text",
  }),
  sections: z.array(legalSectionSchema).min(1),
});

export type LegalDocumentFile = z.infer<typeof legalDocumentSchema>;

const legalFacts =
  "Write a company fact as {legalName}, {registrationNumber}, {address}, {phone}, {email}, {informationOfficerRole} or {informationOfficerEmail}.";

export const cookiePolicySchema = legalDocumentSchema
  .superRefine((document, context) => {
    const listed = new Set(
      document.sections.flatMap(
        (section) => section.table?.rows.map((row) => row[0]) ?? [],
      ),
    );
    for (const key of storedKeys)
      if (!listed.has(key))
        context.addIssue({
          code: "custom",
          path: ["sections"],
          message: `The site stores “${key}” in the visitor’s browser, so the cookie policy lists it: keep a table row whose first cell is exactly “${key}”`,
        });
  })
  .meta({
    title: "Cookie Policy",
    description: `At /legal/cookie-policy and in the footer's dialog. Its table lists every cookie and storage key the site sets. ${legalFacts}`,
  });

/** What POPIA section 18 requires a privacy policy to tell a visitor, by the words that show it does. */
const popiaSection18 = {
  "responsible party": "who the responsible party is",
  "Information Officer": "how to reach the Information Officer",
  voluntary: "whether giving information is voluntary",
  "Who receives it": "who receives the information",
  "Transfers outside South Africa": "how it is sent abroad",
  "Your rights": "the visitor’s rights",
  "Information Regulator": "how to complain to the Information Regulator",
};

export const privacyPolicySchema = legalDocumentSchema
  .superRefine((document, context) => {
    // The words as a visitor reads them: facts filled in, any capitals.
    const text = JSON.stringify(fillPageFacts(document)).toLowerCase();
    for (const [words, what] of Object.entries(popiaSection18))
      if (!text.includes(words.toLowerCase()))
        context.addIssue({
          code: "custom",
          path: ["sections"],
          message: `POPIA (section 18) requires the privacy policy to say ${what}: keep the words “${words}” in it`,
        });
  })
  .meta({
    title: "Privacy Policy",
    description: `At /legal/privacy-policy and in the footer's dialog. ${legalFacts}`,
  });

export const termsOfUseSchema = legalDocumentSchema.meta({
  title: "Terms of Use",
  description: `At /legal/terms-of-use and in the footer's dialog. ${legalFacts}`,
});

export const paiaManualSchema = legalDocumentSchema.meta({
  title: "PAIA Manual",
  description: `At /legal/paia-manual, linked from the footer. ${legalFacts}`,
});

const legalPagesFields = z.object({
  eyebrow: text.meta({
    description: "The small line above a document's title on its page.",
  }),
  lastUpdated: textAroundToken("date").meta({
    title: "Last updated line",
    description:
      "Under the title, on the page and in the dialog, with {date} (shows as the document's date, such as “19 September 2025”) where the date goes.",
  }),
  loading: text,
  loadFailed: textAroundToken("address").meta({
    title: "Could not load",
    description:
      "In the dialog when the document does not load, with {address} (shows as a link to the document's own page) where the link goes.",
    widget: "text",
  }),
});

export const legalPagesSchema = legalPagesFields.meta({
  title: "Legal documents: page and dialog",
  description:
    "The words around every legal document: the eyebrow on its page, the Last updated line, and the dialog's loading and failure messages.",
});
