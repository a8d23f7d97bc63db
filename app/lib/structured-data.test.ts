import { describe, expect, it } from "vitest";

import { organization, webSite } from "./organization-data";
import { blogPosting, breadcrumbList } from "./structured-data";

describe("structured data", () => {
  it("describes an organisation with its address and contact point", () => {
    const org = organization({
      id: "https://a.example/#organization",
      name: "Acme",
      legalName: "Acme (Pty) Ltd",
      url: "https://a.example/home",
      logo: "https://a.example/icon.png",
      email: "info@a.example",
      telephone: "+27100000000",
      foundingYear: 2000,
      address: {
        street: "1 Main Road",
        locality: "Johannesburg",
        region: "Gauteng",
        postalCode: "2196",
        country: "ZA",
      },
      sameAs: ["https://www.linkedin.com/company/acme"],
      areaServed: "ZA",
    });
    expect(org).toMatchObject({
      "@type": "Organization",
      "@id": "https://a.example/#organization",
      foundingDate: "2000",
      address: {
        "@type": "PostalAddress",
        streetAddress: "1 Main Road",
        addressCountry: "ZA",
      },
      contactPoint: {
        "@type": "ContactPoint",
        telephone: "+27100000000",
        email: "info@a.example",
      },
    });
  });

  it("describes the web site, published by the organisation", () => {
    expect(
      webSite({
        id: "https://a.example/#website",
        url: "https://a.example/home",
        name: "Acme",
        inLanguage: "en-ZA",
        publisherId: "https://a.example/#organization",
      }),
    ).toMatchObject({
      "@type": "WebSite",
      publisher: { "@id": "https://a.example/#organization" },
    });
  });

  it("numbers the breadcrumb trail from 1", () => {
    expect(
      breadcrumbList([
        { name: "Home", url: "https://a.example/home" },
        { name: "Blog", url: "https://a.example/blog" },
      ]).itemListElement,
    ).toEqual([
      {
        "@type": "ListItem",
        position: 1,
        name: "Home",
        item: "https://a.example/home",
      },
      {
        "@type": "ListItem",
        position: 2,
        name: "Blog",
        item: "https://a.example/blog",
      },
    ]);
  });

  it("describes a blog post with its dates, image and publisher", () => {
    expect(
      blogPosting({
        url: "https://a.example/blog/x",
        headline: "X",
        description: "About x.",
        image: "https://a.example/x.png",
        datePublished: "2024-09-25",
        author: "Acme Engineering",
        section: "Cloud",
        inLanguage: "en-ZA",
        publisherId: "https://a.example/#organization",
      }),
    ).toMatchObject({
      "@type": "BlogPosting",
      mainEntityOfPage: "https://a.example/blog/x",
      image: ["https://a.example/x.png"],
      datePublished: "2024-09-25",
      dateModified: "2024-09-25",
      author: { "@type": "Organization", name: "Acme Engineering" },
      publisher: { "@id": "https://a.example/#organization" },
    });
  });
});
