import file from "../../../content/legal/cookie-policy.json" with { type: "json" };
import type { LegalDocumentFile } from "../legal.schema";
import { fillPageFacts } from "../page-facts.ts";
import type { LegalDocument } from "./types";

/** From `content/legal/cookie-policy.json` (checked by the build), with the company facts filled in. */
export const cookiePolicy: LegalDocument = {
  slug: "cookie-policy",
  ...fillPageFacts(file as LegalDocumentFile),
};
