import type { z } from "zod";

import file from "../../content/identity.json" with { type: "json" };
import { DEFAULT_SITE_URL } from "../lib/site-url.ts";
import type { identitySchema } from "./identity.schema";
import { telHref } from "./phone.ts";

type IdentityFile = z.infer<typeof identitySchema>;

/** The identity as pages read it: the phone as shown and the link that dials it. */
export const identityFrom = (file: IdentityFile) => ({
  ...file,
  phone: { display: file.phone, href: telHref(file.phone) },
});

/**
 * Every fact of the company's identity, from `content/identity.json` (checked by the build
 * against `identitySchema`; its shipped values are clearly fictitious placeholders to replace
 * before going live), and the site's own origin, which is set at build time (SITE_URL).
 */
export const identity = {
  ...identityFrom(file as IdentityFile),
  /**
   * SITE_URL's origin. The build has already checked the variable (vite.config.ts fails it with
   * `readSiteUrl`'s message), so the pages carry no second copy of the check, only its result.
   */
  siteUrl: new URL(
    (import.meta.env?.SITE_URL as string | undefined)?.trim() ||
      DEFAULT_SITE_URL,
  ).origin,
};

