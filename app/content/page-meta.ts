import { absoluteUrl, seo } from "../lib/seo";
import { identity } from "./identity";
import homePageFile from "../../content/pages/home.json" with { type: "json" };
import type { PageContent, PageKey } from "./pages";
import { site } from "./site-meta";
import { pagePath } from "./site-map";
import { pageCopy } from "./page-copy";

const homePage = pageCopy(homePageFile);

/*
 * The meta of each kind of page. Each route imports only the builder it needs (this module, or
 * home-meta.ts, blog-meta.ts, legal-meta.ts) with its own page's copy, so no page's scripts
 * carry the words and JSON-LD builders of the others. What they share is in site-meta.ts.
 */

/** schema.org's BreadcrumbList: Home › … › the page, with absolute URLs. */
export function breadcrumbs(trail: readonly { name: string; path: string }[]) {
  const steps = [{ name: homePage.name, path: pagePath.home }, ...trail];
  return {
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: absoluteUrl(identity.siteUrl, step.path),
    })),
  };
}

/** Meta for a page titled "{Page} | {Company}", under Home in its breadcrumbs. */
export const pageMeta = (path: string, name: string, description: string) =>
  seo({
    site,
    path,
    pageName: name,
    description,
    structuredData: [breadcrumbs([{ name, path }])],
  });

export const namedPageMeta = (
  key: Exclude<PageKey, "home">,
  page: PageContent,
) => pageMeta(pagePath[key], page.name, page.description);
