import file from "../../../content/legal/terms-of-use.json" with { type: "json" };
import type { LegalDocumentFile } from "../legal.schema";
import { fillPageFacts } from "../page-facts.ts";
import type { LegalDocument } from "./types";

/** From `content/legal/terms-of-use.json` (checked by the build), with the company facts filled in. */
export const termsOfUse: LegalDocument = {
  slug: "terms-of-use",
  ...fillPageFacts(file as LegalDocumentFile),
};
