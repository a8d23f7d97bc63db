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

/**
 * What the build renders: every page, every article of the content index, the feed and the
 * legal documents.
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
  ];
}
