import file from "../../../content/legal/terms-of-use.json" with { type: "json" };
import { legalDocument } from "./document";

export const termsOfUse = legalDocument("terms-of-use", file);
