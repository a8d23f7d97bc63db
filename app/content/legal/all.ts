import cookiePolicy from "../../../content/legal/cookie-policy.json" with { type: "json" };
import paiaManual from "../../../content/legal/paia-manual.json" with { type: "json" };
import privacyPolicy from "../../../content/legal/privacy-policy.json" with { type: "json" };
import termsOfUse from "../../../content/legal/terms-of-use.json" with { type: "json" };
import { fillPageFacts } from "../facts.ts";
import type { LegalDocumentFile } from "../legal.schema";
import type { LegalDocument, LegalSlug } from ".";

const legalDocument = (slug: LegalSlug, file: unknown): LegalDocument => ({
  slug,
  ...fillPageFacts(file as LegalDocumentFile),
});

/** Every legal document, for their own pages (the dialogs load them one at a time instead). */
export const legalDocuments: Record<LegalSlug, LegalDocument> = {
  "cookie-policy": legalDocument("cookie-policy", cookiePolicy),
  "privacy-policy": legalDocument("privacy-policy", privacyPolicy),
  "terms-of-use": legalDocument("terms-of-use", termsOfUse),
  "paia-manual": legalDocument("paia-manual", paiaManual),
};
