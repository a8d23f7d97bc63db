export const legalSlugs = [
  "cookie-policy",
  "privacy-policy",
  "terms-of-use",
  "paia-manual",
] as const;
export type LegalSlug = (typeof legalSlugs)[number];

/** The date every current legal document carries (the spec's). */
export const LEGAL_LAST_UPDATED = "September 19, 2025";

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
  table?: { caption: string; columns: string[]; rows: string[][] };
}

export interface LegalDocument {
  slug: LegalSlug;
  title: string;
  lastUpdated: string;
  /** One sentence for search results and the page description. */
  summary: string;
  sections: LegalSection[];
}
