/**
 * schema.org entities for JSON-LD, as plain objects. Each builder is given absolute URLs and
 * facts; none knows which site or page it describes.
 */

export interface PostalAddressInput {
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

/** The trail from the home page to the current page, each step with its absolute URL. */
export function breadcrumbList(
  trail: readonly { name: string; url: string }[],
) {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

export function blogPosting(post: {
  url: string;
  headline: string;
  description: string;
  image: string;
  datePublished: string;
  dateModified?: string;
  author: string;
  section: string;
  inLanguage: string;
  publisherId: string;
}) {
  return {
    "@type": "BlogPosting",
    "@id": `${post.url}#article`,
    mainEntityOfPage: post.url,
    url: post.url,
    headline: post.headline,
    description: post.description,
    image: [post.image],
    datePublished: post.datePublished,
    dateModified: post.dateModified ?? post.datePublished,
    // Articles are signed by a practice of the company, not by a person.
    author: { "@type": "Organization", name: post.author },
    publisher: { "@id": post.publisherId },
    articleSection: post.section,
    inLanguage: post.inLanguage,
  };
}
