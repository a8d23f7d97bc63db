import type { z } from "zod";

import file from "../../content/identity.json" with { type: "json" };
import { DEFAULT_SITE_URL } from "../lib/site-url.ts";
import type { identitySchema } from "./identity.schema";

type IdentityFile = z.infer<typeof identitySchema>;

/** The link that dials a number shown in international form: "tel:+27100000000". */
export const telHref = (shown: string) => `tel:+${shown.replace(/\D/g, "")}`;

export const identityFrom = (file: IdentityFile) => ({
  ...file,
  phone: { display: file.phone, href: telHref(file.phone) },
});

/** The company's identity (`content/identity.json`: placeholders to replace before going live). */
export const identity = {
  ...identityFrom(file as IdentityFile),
  /** SITE_URL's origin, set at build time (vite.config.ts has checked it). */
  siteUrl: new URL(
    (import.meta.env?.SITE_URL as string | undefined)?.trim() ||
      DEFAULT_SITE_URL,
  ).origin,
};
