import type { MetaDescriptor } from "react-router";

import { absoluteUrl, seo, type ShareImage, type SiteInfo } from "../lib/seo";
import {
  blogPosting,
  breadcrumbList,
  organization,
  webSite,
} from "../lib/structured-data";
import type { ArticleSummary } from "./blog/article-index";
import { articleShareImage } from "./blog/share-image";
import { identity } from "./identity";
import { legalLinks, legalPath, type LegalSlug } from "./legal";
import { pages, type PageKey } from "./pages";
import { articlePath } from "./site-map";

/** The default link-preview picture (drawn in design/share-image.svg, rendered by `npm run images`). */
export const defaultShareImage: ShareImage = {
  src: "/images/share/khanyisa-digital.jpg",
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

const LANGUAGE = "en-ZA";
const organizationId = `${identity.siteUrl}/#organization`;
const pagePath = {
  home: "/home",
  services: "/services",
  technologies: "/technologies",
  caseStudies: "/case-studies",
  about: "/about",
  contact: "/contact",
  blog: "/blog",
} as const satisfies Record<PageKey, string>;

/** The company as search engines should know it: name, address, contact point. */
export function organizationData() {
  return organization({
    id: organizationId,
    name: identity.name,
    legalName: identity.legalName,
    url: absoluteUrl(identity.siteUrl, pagePath.home),
    logo: absoluteUrl(identity.siteUrl, "/icons/icon-512.png"),
    email: identity.email,
    telephone: identity.phone.href.replace(/^tel:/, ""),
    foundingYear: identity.founded,
    address: identity.address,
    sameAs: Object.values(identity.social),
    areaServed: identity.address.country,
  });
}

/** Home › … › the page, with absolute URLs. */
function breadcrumbs(trail: readonly { name: string; path: string }[]) {
  return breadcrumbList(
    [{ name: pages.home.name, path: pagePath.home }, ...trail].map((step) => ({
      name: step.name,
      url: absoluteUrl(identity.siteUrl, step.path),
    })),
  );
}

/** Meta for one of the six pages the spec titles "{Page} | {Company}". */
export function namedPageMeta(key: Exclude<PageKey, "blog">) {
  const page = pages[key];
  const path = pagePath[key];
  return seo({
    site,
    path,
    pageName: page.name,
    description: page.description,
    structuredData:
      key === "home"
        ? [
            organizationData(),
            webSite({
              id: `${identity.siteUrl}/#website`,
              url: absoluteUrl(identity.siteUrl, path),
              name: identity.name,
              inLanguage: LANGUAGE,
              publisherId: organizationId,
            }),
          ]
        : [breadcrumbs([{ name: page.name, path }])],
  });
}

/** The blog listing: titled with the company name alone (the spec). */
export function blogMeta() {
  const { name, description } = pages.blog;
  return seo({
    site,
    path: pagePath.blog,
    description,
    shareTitle: `${name} | ${identity.name}`,
    structuredData: [breadcrumbs([{ name, path: pagePath.blog }])],
  });
}

/** An article: its own share card and BlogPosting; the title stays the company name alone. */
export function articleMeta(
  article: ArticleSummary | undefined,
): MetaDescriptor[] {
  // Unknown ids are never prerendered; the page sends the visitor home.
  if (!article) return [{ title: identity.name }];
  const path = articlePath(article.id);
  const image = articleShareImage(article.image);
  return seo({
    site,
    path,
    description: article.excerpt,
    shareTitle: article.title,
    image,
    article: {
      publishedTime: article.publishDate,
      section: article.category,
    },
    structuredData: [
      breadcrumbs([
        { name: pages.blog.name, path: pagePath.blog },
        { name: article.title, path },
      ]),
      blogPosting({
        url: absoluteUrl(identity.siteUrl, path),
        headline: article.title,
        description: article.excerpt,
        image: absoluteUrl(identity.siteUrl, image.src),
        datePublished: article.publishDate,
        author: article.author,
        section: article.category,
        inLanguage: LANGUAGE,
        publisherId: organizationId,
      }),
    ],
  });
}

/** A legal document's own page, titled with the company name alone. */
export function legalMeta(
  slug: LegalSlug | undefined,
  summary: string | undefined,
): MetaDescriptor[] {
  const link = legalLinks.find((l) => l.slug === slug);
  if (!link || !summary) return [{ title: identity.name }];
  const path = legalPath(link.slug);
  return seo({
    site,
    path,
    description: summary,
    shareTitle: `${link.title} | ${identity.name}`,
    structuredData: [breadcrumbs([{ name: link.title, path }])],
  });
}
