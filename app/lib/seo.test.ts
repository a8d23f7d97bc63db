import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";

import { absoluteUrl, pageTitle, seo, type SiteInfo } from "./seo";

const site: SiteInfo = {
  name: "Acme",
  url: "https://www.acme.example",
  locale: "en_ZA",
  defaultImage: {
    src: "/images/share.png",
    width: 1200,
    height: 630,
    alt: "The Acme logo.",
  },
};

/** The content of the meta tag with this property or name. */
function content(meta: MetaDescriptor[], key: string) {
  const tag = meta.find(
    (m) =>
      ("property" in m && m.property === key) ||
      ("name" in m && m.name === key),
  );
  return tag && "content" in tag ? tag.content : undefined;
}

describe("pageTitle", () => {
  it("suffixes the page's name with the company name", () => {
    expect(pageTitle("Acme", "Services")).toBe("Services | Acme");
  });
});

describe("absoluteUrl", () => {
  it("puts paths on the site's origin and leaves absolute URLs alone", () => {
    expect(absoluteUrl("https://a.example", "/blog/x")).toBe(
      "https://a.example/blog/x",
    );
    expect(absoluteUrl("https://a.example", "https://b.example/i.png")).toBe(
      "https://b.example/i.png",
    );
  });
});

describe("seo", () => {
  const meta = seo({
    site,
    path: "/about",
    pageName: "About",
    description: "Who we are.",
    structuredData: [],
  });

  it("gives the title and the description first", () => {
    expect(meta.slice(0, 2)).toEqual([
      { title: "About | Acme" },
      { name: "description", content: "Who we are." },
    ]);
  });

  it("gives the canonical URL on the site's origin", () => {
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://www.acme.example/about",
    });
  });

  it("gives an Open Graph card with the default share image", () => {
    expect(content(meta, "og:type")).toBe("website");
    expect(content(meta, "og:site_name")).toBe("Acme");
    expect(content(meta, "og:locale")).toBe("en_ZA");
    expect(content(meta, "og:url")).toBe("https://www.acme.example/about");
    expect(content(meta, "og:title")).toBe("About | Acme");
    expect(content(meta, "og:description")).toBe("Who we are.");
    expect(content(meta, "og:image")).toBe(
      "https://www.acme.example/images/share.png",
    );
    expect(content(meta, "og:image:width")).toBe("1200");
    expect(content(meta, "og:image:height")).toBe("630");
    expect(content(meta, "og:image:alt")).toBe("The Acme logo.");
  });

  it("gives a large-image Twitter card", () => {
    expect(content(meta, "twitter:card")).toBe("summary_large_image");
    expect(content(meta, "twitter:title")).toBe("About | Acme");
    expect(content(meta, "twitter:image")).toBe(
      "https://www.acme.example/images/share.png",
    );
  });

  it("describes an article with its own title, image and dates", () => {
    const article = seo({
      site,
      path: "/blog/post",
      pageName: "A headline",
      description: "A post.",
      shareTitle: "A headline",
      image: {
        src: "/images/post.png",
        width: 800,
        height: 420,
        alt: "A chart.",
      },
      article: { publishedTime: "2024-09-25", section: "Cloud" },
      structuredData: [],
    });
    expect(article[0]).toEqual({ title: "A headline | Acme" });
    expect(content(article, "og:type")).toBe("article");
    expect(content(article, "og:title")).toBe("A headline");
    expect(content(article, "twitter:title")).toBe("A headline");
    expect(content(article, "og:image")).toBe(
      "https://www.acme.example/images/post.png",
    );
    expect(content(article, "og:image:width")).toBe("800");
    expect(content(article, "article:published_time")).toBe("2024-09-25");
    expect(content(article, "article:modified_time")).toBe("2024-09-25");
    expect(content(article, "article:section")).toBe("Cloud");
  });

  it("writes the structured data as one JSON-LD graph", () => {
    const entity = { "@type": "Thing", name: "x" };
    const withData = seo({
      site,
      path: "/home",
      pageName: "Home",
      description: "Home.",
      structuredData: [entity],
    });
    expect(withData.at(-1)).toEqual({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@graph": [entity],
      },
    });
  });
});
