import file from "../../../content/pages/contact.json" with { type: "json" };
import type { PageContent } from "../pages.schema";
import { fillFactsIn } from "./fill-page";

/** The Contact page's hero and search description: `content/pages/contact.json`. */
export const contactPage = fillFactsIn<PageContent>(file);
