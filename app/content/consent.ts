import file from "../../content/consent.json" with { type: "json" };
import type { ConsentFile } from "./consent.schema";

/**
 * The cookie banner's and the cookie settings' words, from `content/consent.json` (checked by
 * the build against `consentFileSchema`). Only the banner and the dialog import it, and both load
 * on demand, so no page's first load carries it.
 */
const consent = file as ConsentFile;

export const consentBanner = consent.banner;

export const consentSettings = consent.settings;
