import { articles } from "./blog/articles";
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

/**
 * What the build renders to HTML: every page and every article from the content index.
 * "/" is left out on purpose: the build then writes its client-side fallback (noindex, redirects
 * to /home) as index.html, which is what hosts without redirect rules serve for "/".
 */
export const prerenderPaths: string[] = [
  ...pagePaths,
  ...articles.map((article) => articlePath(article.id)),
  ...legalSlugs.map(legalPath),
];
