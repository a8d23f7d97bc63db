import { expand } from "../abbreviations";
import { legalSlugs, type LegalDocument, type LegalSlug } from "./types";

export { legalSlugs, type LegalDocument, type LegalSlug } from "./types";

/** Footer order and link text of the legal documents. */
export const legalLinks: readonly { slug: LegalSlug; title: string }[] = [
  { slug: "cookie-policy", title: "Cookie Policy" },
  { slug: "privacy-policy", title: "Privacy Policy" },
  { slug: "terms-of-use", title: "Terms of Use" },
  // Spelt out: this link is the first "PAIA" on most pages (WCAG 3.1.4, decision 062).
  { slug: "paia-manual", title: `${expand("PAIA")} Manual` },
];

export const legalPath = (slug: LegalSlug) => `/legal/${slug}`;

export function isLegalSlug(value: string | undefined): value is LegalSlug {
  return legalSlugs.includes(value as LegalSlug);
}

/** Loads one document on demand, so no page carries the legal text until it is asked for. */
export async function loadLegalDocument(
  slug: LegalSlug,
): Promise<LegalDocument> {
  switch (slug) {
    case "cookie-policy":
      return (await import("./cookie-policy")).cookiePolicy;
    case "privacy-policy":
      return (await import("./privacy-policy")).privacyPolicy;
    case "terms-of-use":
      return (await import("./terms-of-use")).termsOfUse;
    case "paia-manual":
      return (await import("./paia-manual")).paiaManual;
  }
}
