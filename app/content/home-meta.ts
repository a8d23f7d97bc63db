import { absoluteUrl, seo } from "../lib/seo";
import { organization, webSite } from "../lib/organization-data";
import { identity } from "./identity";
import homePageFile from "../../content/pages/home.json" with { type: "json" };
import { LANGUAGE, organizationId, site } from "./site-meta";
import { pagePath } from "./site-map";
import { pageCopy } from "./page-copy";

const homePage = pageCopy(homePageFile);

/** The company as search engines should know it: name, address, contact point. */
function organizationData() {
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

/** Home: "Home | {Company}", with the organisation and the web site as JSON-LD. */
export function homeMeta() {
  const path = pagePath.home;
  return seo({
    site,
    path,
    pageName: homePage.name,
    description: homePage.description,
    structuredData: [
      organizationData(),
      webSite({
        id: `${identity.siteUrl}/#website`,
        url: absoluteUrl(identity.siteUrl, path),
        name: identity.name,
        inLanguage: LANGUAGE,
        publisherId: organizationId,
      }),
    ],
  });
}
