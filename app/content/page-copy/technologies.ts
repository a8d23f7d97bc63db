import file from "../../../content/pages/technologies.json" with { type: "json" };
import type { PageContent } from "../pages.schema";
import { fillFactsIn } from "./fill-page";

/** The Technologies page's hero and search description: `content/pages/technologies.json`. */
export const technologiesPage = fillFactsIn<PageContent>(file);
