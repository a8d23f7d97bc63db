import { absoluteUrl, seo, type ShareImage, type SiteInfo } from "../lib/seo";
import { identity } from "./identity";
import homePageFile from "../../content/pages/home.json" with { type: "json" };
import type { PageContent } from "./pages";
import { pagePath, type PageKey } from "./site-map";
import { pageCopy } from "./page-copy";
import { SITE_SHARE_PICTURE } from "./share-pictures";

const homePage = pageCopy(homePageFile);

const site: SiteInfo = {
  name: identity.name,
  url: identity.siteUrl,
  locale: "en_ZA",
  // Drawn in design/share-image.svg, rendered by `npm run images`.
  defaultImage: {
    src: SITE_SHARE_PICTURE,
    width: 1200,
    height: 630,
    alt: `${identity.name}: systems that deliver when the stakes are highest. South African software and ICT solutions since ${identity.founded}.`,
  },
};

const LANGUAGE = "en-ZA";
export const organizationId = `${identity.siteUrl}/#organization`;

/** schema.org's BreadcrumbList: Home › … › the page, with absolute URLs. */
function breadcrumbs(trail: readonly { name: string; path: string }[]) {
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

/** A page under a listing (an article, a case study): its own share card and schema.org entity. */
export function detailPageMeta(
  listing: { name: string; path: string },
  page: { path: string; title: string; description: string; image: ShareImage },
  entity: (url: string) => object,
  article?: { publishedTime: string; section: string },
) {
  const url = absoluteUrl(identity.siteUrl, page.path);
  return seo({
    site,
    path: page.path,
    pageName: page.title,
    description: page.description,
    shareTitle: page.title,
    image: page.image,
    ...(article && { article }),
    structuredData: [
      breadcrumbs([listing, { name: page.title, path: page.path }]),
      {
        ...entity(url),
        mainEntityOfPage: url,
        url,
        headline: page.title,
        description: page.description,
        image: [absoluteUrl(identity.siteUrl, page.image.src)],
        publisher: { "@id": organizationId },
        inLanguage: LANGUAGE,
      },
    ],
  });
}

/** Home: "Home | {Company}", with the organisation and the web site as JSON-LD (schema.org). */
export function homeMeta() {
  const url = absoluteUrl(identity.siteUrl, pagePath.home);
  const { address, email } = identity;
  const telephone = identity.phone.href.replace(/^tel:/, "");
  return seo({
    site,
    path: pagePath.home,
    pageName: homePage.name,
    description: homePage.description,
    structuredData: [
      {
        "@type": "Organization",
        "@id": organizationId,
        name: identity.name,
        legalName: identity.legalName,
        url,
        logo: {
          "@type": "ImageObject",
          url: absoluteUrl(identity.siteUrl, "/icons/icon-512.png"),
        },
        email,
        telephone,
        foundingDate: String(identity.founded),
        address: {
          "@type": "PostalAddress",
          streetAddress: address.street,
          addressLocality: address.locality,
          addressRegion: address.region,
          postalCode: address.postalCode,
          addressCountry: address.country,
        },
        contactPoint: {
          "@type": "ContactPoint",
          contactType: "sales",
          telephone,
          email,
          areaServed: address.country,
          availableLanguage: ["English"],
        },
        sameAs: Object.values(identity.social),
      },
      {
        "@type": "WebSite",
        "@id": `${identity.siteUrl}/#website`,
        url,
        name: identity.name,
        inLanguage: LANGUAGE,
        publisher: { "@id": organizationId },
      },
    ],
  });
}
