import { legalPath, legalSlugs } from "./legal";

/** Every indexable top-level page, in menu order. */
export const pagePaths = [
  "/home",
  "/services",
  "/case-studies",
  "/technologies",
  "/blog",
  "/about",
  "/contact",
] as const;

export const articlePath = (id: string) => `/blog/${id}`;

/** The RSS 2.0 feed of the articles, written by the build. */
export const blogFeedPath = "/blog/rss.xml";

/** Files for crawlers and browsers, written by the build from this module and the content. */
export const sitemapPath = "/sitemap.xml";
export const robotsPath = "/robots.txt";
export const webManifestPath = "/manifest.webmanifest";
export const siteFilePaths = [sitemapPath, robotsPath, webManifestPath];

/**
 * Every page search engines should index, with the date it last changed where the content says:
 * the pages, the articles (their publish date; the blog listing takes the newest) and the legal
 * documents. The noindex fallback page is not among them.
 */
export function indexablePagesFor(
  articles: readonly { id: string; publishDate: string }[],
): { path: string; lastmod?: string }[] {
  const newest = articles
    .map((a) => a.publishDate)
    .sort()
    .at(-1);
  return [
    ...pagePaths.map((path) => ({
      path,
      ...(path === "/blog" && newest ? { lastmod: newest } : {}),
    })),
    ...articles.map((article) => ({
      path: articlePath(article.id),
      lastmod: article.publishDate,
    })),
    ...legalSlugs.map((slug) => ({ path: legalPath(slug) })),
  ];
}

/**
 * What the build renders: every page, every article of the content index, the feed, the legal
 * documents, and the sitemap, robots.txt and web manifest.
 * "/" is left out on purpose: the build then writes its client-side fallback (noindex, redirects
 * to /home) as index.html, which is what hosts without redirect rules serve for "/".
 */
export function prerenderPathsFor(
  articles: readonly { id: string }[],
): string[] {
  return [
    ...pagePaths,
    ...articles.map((article) => articlePath(article.id)),
    blogFeedPath,
    ...legalSlugs.map(legalPath),
    ...siteFilePaths,
  ];
}
