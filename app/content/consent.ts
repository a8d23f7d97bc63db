import file from "../../content/consent.json" with { type: "json" };
import type { ConsentFile } from "./consent.schema";

/** The cookie banner's and settings' words; only on-demand modules import them. */
const consent = file as ConsentFile;

export const consentBanner = consent.banner;

export const consentSettings = consent.settings;
