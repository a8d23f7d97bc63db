import { fillFactsIn } from "../facts";
import type { LegalDocumentFile } from "../legal.schema";
import type { LegalDocument, LegalSlug } from "./types";

/** The document of `content/legal/<slug>.json` (checked by the build against its schema). */
export function legalDocument(slug: LegalSlug, file: unknown): LegalDocument {
  return { slug, ...fillFactsIn(file as LegalDocumentFile) };
}
