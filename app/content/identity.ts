import type { z } from "zod";

import file from "../../content/identity.json" with { type: "json" };
import { readSiteUrl } from "../lib/site-url.ts";
import type { identitySchema } from "./identity.schema";

/**
 * Every fact of the company's identity, from `content/identity.json` (checked by the build
 * against `identitySchema`; its shipped values are clearly fictitious placeholders to replace
 * before going live), and the site's own origin, which is set at build time (SITE_URL).
 */
export const identity = {
  ...(file as z.infer<typeof identitySchema>),
  siteUrl: readSiteUrl(import.meta.env?.SITE_URL),
};

export type Identity = typeof identity;
