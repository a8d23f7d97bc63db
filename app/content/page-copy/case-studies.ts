import file from "../../../content/pages/case-studies.json" with { type: "json" };
import { fillPage } from "./fill-page";

/** The Case studies page's hero and search description: `content/pages/case-studies.json`. */
export const caseStudiesPage = fillPage(file);
