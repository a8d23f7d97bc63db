import file from "../../../content/pages/about.json" with { type: "json" };
import type { PageContent } from "../pages.schema";
import { fillFactsIn } from "./fill-page";

/** The About page's hero and search description: `content/pages/about.json`. */
export const aboutPage = fillFactsIn<PageContent>(file);
