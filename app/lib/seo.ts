import type { MetaDescriptor } from "react-router";

/** A picture for link previews: path on the site (or absolute URL), size and description. */
export interface ShareImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface SiteInfo {
  name: string;
  /** Absolute origin, no trailing slash. */
  url: string;
  locale: string;
  defaultImage: ShareImage;
}

/** "Services | Khanyisa Digital": every page's title names the page, then the company. */
export function pageTitle(siteName: string, pageName: string): string {
  return `${pageName} | ${siteName}`;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).href;
}

/** Title, description, canonical URL, Open Graph, Twitter cards and JSON-LD of a page. */
export function seo(input: {
  site: SiteInfo;
  path: string;
  /** The page's own name, before the site's in its title: "Services", an article's title. */
  pageName: string;
  description: string;
  /** The heading of the link preview; defaults to the page title. */
  shareTitle?: string;
  image?: ShareImage;
  /** Present for articles: Open Graph type "article" with its date and section. */
  article?: { publishedTime: string; section: string };
  /** schema.org entities, written as one JSON-LD graph. */
  structuredData: readonly object[];
}): MetaDescriptor[] {
  const { site, article } = input;
  const title = pageTitle(site.name, input.pageName);
  const url = absoluteUrl(site.url, input.path);
  const image = input.image ?? site.defaultImage;
  const imageUrl = absoluteUrl(site.url, image.src);
  const shareTitle = input.shareTitle ?? title;
  const og = (property: string, content: string) => ({ property, content });
  const name = (key: string, content: string) => ({ name: key, content });

  return [
    { title },
    name("description", input.description),
    { tagName: "link", rel: "canonical", href: url },
    og("og:type", article ? "article" : "website"),
    og("og:site_name", site.name),
    og("og:locale", site.locale),
    og("og:url", url),
    og("og:title", shareTitle),
    og("og:description", input.description),
    og("og:image", imageUrl),
    og("og:image:width", String(image.width)),
    og("og:image:height", String(image.height)),
    og("og:image:alt", image.alt),
    ...(article
      ? [
          og("article:published_time", article.publishedTime),
          og("article:modified_time", article.publishedTime),
          og("article:section", article.section),
        ]
      : []),
    name("twitter:card", "summary_large_image"),
    name("twitter:title", shareTitle),
    name("twitter:description", input.description),
    name("twitter:image", imageUrl),
    name("twitter:image:alt", image.alt),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@graph": input.structuredData,
      },
    },
  ];
}
