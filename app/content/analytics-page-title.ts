import { identity } from "./identity";
import { pagePath, specTitledPages } from "./site-map";

const specTitledPaths: readonly string[] = specTitledPages.map(
  (key) => pagePath[key],
);

/**
 * The `page_title` analytics reports for a path: the spec's. On its six named pages that is
 * their own title ("Services | {Company}"); every other page, whose title now names the page
 * too, is reported by the company name alone, so reports stay comparable with the spec's.
 */
export function analyticsPageTitle(path: string, documentTitle: string) {
  const page = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return specTitledPaths.includes(page) ? documentTitle : identity.name;
}
