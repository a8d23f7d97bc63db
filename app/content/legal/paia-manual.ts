import file from "../../../content/legal/paia-manual.json" with { type: "json" };
import type { LegalDocumentFile } from "../legal.schema";
import { fillPageFacts } from "../page-facts.ts";
import type { LegalDocument } from "./types";

/** From `content/legal/paia-manual.json` (checked by the build), with the company facts filled in. */
export const paiaManual: LegalDocument = {
  slug: "paia-manual",
  ...fillPageFacts(file as LegalDocumentFile),
};
