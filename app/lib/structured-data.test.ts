import { describe, expect, it } from "vitest";

import { blogPosting, breadcrumbList } from "./structured-data";

describe("structured data", () => {
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
