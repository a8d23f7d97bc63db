import file from "../../../content/pages/blog.json" with { type: "json" };
import type { PageContent } from "../pages.schema";
import { fillFactsIn } from "./fill-page";

/** The Blog page's hero and search description: `content/pages/blog.json`. */
export const blogPage = fillFactsIn<PageContent>(file);
