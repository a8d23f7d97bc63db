import { identity } from "./identity";
import { pagePath, specNamedPages } from "./site-map";

/** The spec's `page_title`: its six named pages' own title, any other page's the company name. */
export function analyticsPageTitle(path: string, documentTitle: string) {
  const page = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return specNamedPages.some((key) => pagePath[key] === page)
    ? documentTitle
    : identity.name;
}
