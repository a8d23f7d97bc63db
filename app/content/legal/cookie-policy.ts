import file from "../../../content/legal/cookie-policy.json" with { type: "json" };
import { legalDocument } from "./document";

export const cookiePolicy = legalDocument("cookie-policy", file);
