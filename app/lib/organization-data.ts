/** schema.org entities for the home page's JSON-LD: the organisation and the web site. */

interface PostalAddressInput {
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2, e.g. "ZA". */
  country: string;
}

export interface OrganizationInput {
  /** A stable node id, e.g. "https://www.example.co.za/#organization". */
  id: string;
  name: string;
  legalName: string;
  url: string;
  logo: string;
  email: string;
  /** E.164, e.g. "+27100000000". */
  telephone: string;
  foundingYear: number;
  address: PostalAddressInput;
  sameAs: readonly string[];
  /** ISO 3166-1 country served. */
  areaServed: string;
}

export function organization(org: OrganizationInput) {
  return {
    "@type": "Organization",
    "@id": org.id,
    name: org.name,
    legalName: org.legalName,
    url: org.url,
    logo: { "@type": "ImageObject", url: org.logo },
    email: org.email,
    telephone: org.telephone,
    foundingDate: String(org.foundingYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: org.address.street,
      addressLocality: org.address.locality,
      addressRegion: org.address.region,
      postalCode: org.address.postalCode,
      addressCountry: org.address.country,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      telephone: org.telephone,
      email: org.email,
      areaServed: org.areaServed,
      availableLanguage: ["English"],
    },
    sameAs: [...org.sameAs],
  };
}

export function webSite(site: {
  id: string;
  url: string;
  name: string;
  inLanguage: string;
  publisherId: string;
}) {
  return {
    "@type": "WebSite",
    "@id": site.id,
    url: site.url,
    name: site.name,
    inLanguage: site.inLanguage,
    publisher: { "@id": site.publisherId },
  };
}
