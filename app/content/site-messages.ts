import file from "../../content/site-messages.json" with { type: "json" };
import type { SiteMessages } from "./site-messages.schema";

/**
 * The site's messages outside its pages, from `content/site-messages.json` (checked by the build
 * against `siteMessagesSchema`). The shell of every page imports it: keep it to these messages.
 */
const messages = file as SiteMessages;

/** The root error boundary's page. */
export const errorPage = messages.errorPage;

/** The fallback page of an address the build did not render, on its way to /home. */
export const redirectPage = messages.redirectPage;
