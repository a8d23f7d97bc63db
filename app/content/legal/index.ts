import { legalTitles } from "virtual:legal-titles";

import type { LegalDocumentFile } from "../legal.schema";
import { legalSlugs, type LegalSlug } from "../site-map.ts";

export { legalPath, legalSlugs, type LegalSlug } from "../site-map.ts";
export type LegalDocument = LegalDocumentFile & { slug: LegalSlug };

/** The footer's legal links, each named by its document's title (which the build derives). */
export const legalLinks: readonly { slug: LegalSlug; title: string }[] =
  legalSlugs.map((slug) => ({ slug, title: legalTitles[slug] }));

export function isLegalSlug(value: string | undefined): value is LegalSlug {
  return legalSlugs.includes(value as LegalSlug);
}

/** Loads one document on demand, so no page carries the legal text until it is asked for. */
export async function loadLegalDocument(slug: LegalSlug) {
  const [{ fillPageFacts }, file] = await Promise.all([
    import("../facts.ts"),
    import(`../../../content/legal/${slug}.json`) as Promise<{
      default: LegalDocumentFile;
    }>,
  ]);
  return { slug, ...fillPageFacts(file.default) };
}
