import file from "../../../content/legal/paia-manual.json" with { type: "json" };
import { legalDocument } from "./document";

export const paiaManual = legalDocument("paia-manual", file);
