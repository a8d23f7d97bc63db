import { homeCredentials as lines } from "virtual:home-credentials";

import type { HomeCredential } from "./supplier-information.schema.ts";

/**
 * The credentials on Home's certificates card (homeCredentialsOf), derived by the build from
 * content/supplier-information.json (scripts/content-reading.ts), so that Home carries their lines
 * and not the supplier information page's content.
 */
export const homeCredentials: readonly HomeCredential[] = lines;
