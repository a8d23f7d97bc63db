import { identity } from "./identity";
import { pagePath } from "./site-map";

export const specTitledPages = [
  "home",
  "services",
  "technologies",
  "caseStudies",
  "about",
  "contact",
] as const;

/** The spec's `page_title`: its six named pages' own title, any other page's the company name. */
export function analyticsPageTitle(path: string, documentTitle: string) {
  const page = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return specTitledPages.some((key) => pagePath[key] === page)
    ? documentTitle
    : identity.name;
}
