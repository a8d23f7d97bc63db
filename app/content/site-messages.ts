import file from "../../content/site-messages.json" with { type: "json" };
import type { SiteMessages } from "./site-messages.schema";

/** The messages outside the pages; every page's shell imports this, so keep it to them. */
const messages = file as SiteMessages;

export const errorPage = messages.errorPage;

export const redirectPage = messages.redirectPage;
