import { legalTitles } from "virtual:legal-titles";

import type { LegalDocumentFile } from "../legal.schema";
import { legalSlugs, type LegalDocument, type LegalSlug } from "./types.ts";

export {
  legalPath,
  legalSlugs,
  type LegalDocument,
  type LegalSlug,
} from "./types.ts";

/** The footer's legal links, each named by its document's title (which the build derives). */
export const legalLinks: readonly { slug: LegalSlug; title: string }[] =
  legalSlugs.map((slug) => ({ slug, title: legalTitles[slug] }));

export function isLegalSlug(value: string | undefined): value is LegalSlug {
  return legalSlugs.includes(value as LegalSlug);
}

// Each file a chunk of its own, named by hand: a variable import() would add Vite's loader to
// every page's shell.
const files: Record<LegalSlug, () => Promise<{ default: unknown }>> = {
  "cookie-policy": () => import("../../../content/legal/cookie-policy.json"),
  "privacy-policy": () => import("../../../content/legal/privacy-policy.json"),
  "terms-of-use": () => import("../../../content/legal/terms-of-use.json"),
  "paia-manual": () => import("../../../content/legal/paia-manual.json"),
};

/** Loads one document on demand, so no page carries the legal text until it is asked for. */
export async function loadLegalDocument(
  slug: LegalSlug,
): Promise<LegalDocument> {
  const [{ fillPageFacts }, file] = await Promise.all([
    import("../facts.ts"),
    files[slug](),
  ]);
  return { slug, ...fillPageFacts(file.default as LegalDocumentFile) };
}
