import { absoluteUrl, seo, type ShareImage, type SiteInfo } from "../lib/seo";
import { breadcrumbList } from "../lib/structured-data";
import { identity } from "./identity";
import { homePage } from "./page-copy/home";
import type { PageContent, PageKey } from "./pages";

/*
 * The meta of each kind of page. Each route imports only the builder it needs (this module, or
 * home-meta.ts, blog-meta.ts, legal-meta.ts) with its own page's copy, so no page's scripts
 * carry the words and JSON-LD builders of the others.
 */

/** The default link-preview picture (drawn in design/share-image.svg, rendered by `npm run images`). */
export const defaultShareImage: ShareImage = {
  src: "/images/share/khanyisa-digital.png",
  width: 1200,
  height: 630,
  alt: `${identity.name}: systems that deliver when the stakes are highest. South African software and ICT solutions since 2000.`,
};

export const site: SiteInfo = {
  name: identity.name,
  url: identity.siteUrl,
  locale: "en_ZA",
  defaultImage: defaultShareImage,
};

export const LANGUAGE = "en-ZA";
export const organizationId = `${identity.siteUrl}/#organization`;
export const pagePath = {
  home: "/home",
  services: "/services",
  technologies: "/technologies",
  caseStudies: "/case-studies",
  about: "/about",
  contact: "/contact",
  blog: "/blog",
} as const satisfies Record<PageKey, string>;

/** Home › … › the page, with absolute URLs. */
export function breadcrumbs(trail: readonly { name: string; path: string }[]) {
  return breadcrumbList(
    [{ name: homePage.name, path: pagePath.home }, ...trail].map((step) => ({
      name: step.name,
      url: absoluteUrl(identity.siteUrl, step.path),
    })),
  );
}

/** Meta for one of the five pages besides Home the spec titles "{Page} | {Company}". */
export function namedPageMeta(
  key: Exclude<PageKey, "home" | "blog">,
  page: PageContent,
) {
  const path = pagePath[key];
  return seo({
    site,
    path,
    pageName: page.name,
    description: page.description,
    structuredData: [breadcrumbs([{ name: page.name, path }])],
  });
}
