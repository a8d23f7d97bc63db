import file from "../../../content/pages/case-studies.json" with { type: "json" };
import type { PageContent } from "../pages.schema";
import { fillFactsIn } from "./fill-page";

/** The Case studies page's hero and search description: `content/pages/case-studies.json`. */
export const caseStudiesPage = fillFactsIn<PageContent>(file);
