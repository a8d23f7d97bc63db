import type { LegalDocumentFile } from "../legal.schema";

/** The legal documents, in the footer's order; each is `content/legal/<slug>.json`. */
export const legalSlugs = [
  "cookie-policy",
  "privacy-policy",
  "terms-of-use",
  "paia-manual",
] as const;
export type LegalSlug = (typeof legalSlugs)[number];

export const legalPath = (slug: LegalSlug) => `/legal/${slug}`;

export interface LegalDocument extends LegalDocumentFile {
  slug: LegalSlug;
}
