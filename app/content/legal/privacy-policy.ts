import file from "../../../content/legal/privacy-policy.json" with { type: "json" };
import { legalDocument } from "./document";

export const privacyPolicy = legalDocument("privacy-policy", file);
