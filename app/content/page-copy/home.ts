import file from "../../../content/pages/home.json" with { type: "json" };
import type { PageContent } from "../pages.schema";
import { fillFactsIn } from "./fill-page";

/** The Home page's hero and search description: `content/pages/home.json`. */
export const homePage = fillFactsIn<PageContent>(file);
