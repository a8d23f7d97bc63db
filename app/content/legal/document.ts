import type { LegalDocumentFile } from "../legal.schema";
import { fillPageFacts } from "../facts.ts";
import type { LegalDocument, LegalSlug } from "./types";

/** A document's file (checked by the build) as the site shows it: its slug, facts filled in. */
export const legalDocument = (
  slug: LegalSlug,
  file: unknown,
): LegalDocument => ({
  slug,
  ...fillPageFacts(file as LegalDocumentFile),
});
