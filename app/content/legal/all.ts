import { cookiePolicy } from "./cookie-policy";
import { paiaManual } from "./paia-manual";
import { privacyPolicy } from "./privacy-policy";
import { termsOfUse } from "./terms-of-use";
import type { LegalDocument, LegalSlug } from "./types";

/** Every legal document, for their own pages (the dialogs load them one at a time instead). */
export const legalDocuments: Record<LegalSlug, LegalDocument> = {
  "cookie-policy": cookiePolicy,
  "privacy-policy": privacyPolicy,
  "terms-of-use": termsOfUse,
  "paia-manual": paiaManual,
};
