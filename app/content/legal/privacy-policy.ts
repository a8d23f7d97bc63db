import file from "../../../content/legal/privacy-policy.json" with { type: "json" };
import type { LegalDocumentFile } from "../legal.schema";
import { fillPageFacts } from "../page-facts.ts";
import type { LegalDocument } from "./types";

/** From `content/legal/privacy-policy.json` (checked by the build), with the company facts filled in. */
export const privacyPolicy: LegalDocument = {
  slug: "privacy-policy",
  ...fillPageFacts(file as LegalDocumentFile),
};
