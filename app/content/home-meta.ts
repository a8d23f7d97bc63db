import { absoluteUrl, seo } from "../lib/seo";
import { identity } from "./identity";
import { homePage, LANGUAGE, organizationId, site } from "./page-meta";
import { pagePath } from "./site-map";

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
