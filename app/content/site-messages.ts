import file from "../../content/site-messages.json" with { type: "json" };
import type { SiteMessages } from "./site-messages.schema";

/** The messages outside the pages; every page's shell imports this, so keep it to them. */
const messages = file as SiteMessages;

/** The root error boundary's page. */
export const errorPage = messages.errorPage;

/** The fallback page of an address the build did not render, on its way to /home. */
export const redirectPage = messages.redirectPage;
