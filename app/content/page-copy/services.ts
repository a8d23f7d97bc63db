import file from "../../../content/pages/services.json" with { type: "json" };
import type { PageContent } from "../pages.schema";
import { fillFactsIn } from "./fill-page";

/** The Services page's hero and search description: `content/pages/services.json`. */
export const servicesPage = fillFactsIn<PageContent>(file);
