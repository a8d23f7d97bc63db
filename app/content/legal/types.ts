export const legalSlugs = [
  "cookie-policy",
  "privacy-policy",
  "terms-of-use",
  "paia-manual",
] as const;
export type LegalSlug = (typeof legalSlugs)[number];

/**
 * The date every current legal document carries (the spec's September 19, 2025), as an ISO date:
 * `formatLongDate` shows it as "19 September 2025".
 */
export const LEGAL_LAST_UPDATED = "2025-09-19";

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
  table?: { caption: string; columns: string[]; rows: string[][] };
}

export interface LegalDocument {
  slug: LegalSlug;
  title: string;
  /** ISO date, e.g. "2025-09-19". */
  lastUpdated: string;
  /** One sentence for search results and the page description. */
  summary: string;
  sections: LegalSection[];
}
