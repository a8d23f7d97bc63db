import { legalPath, legalSlugs } from "./legal/types.ts";
import {
  articlePath,
  blogFeedPath,
  caseStudyPath,
  pagePaths,
  siteFilePaths,
} from "./site-map.ts";

/**
 * Every page search engines should index, from the articles and the case studies' ids, with the
 * date it last changed where the content says (an article's publish date; the blog the newest).
 * Node-free, so the editor at /admin checks an article's links against the build's own list.
 */
export function indexablePages(
  articles: readonly { id: string; publishDate?: string }[],
  caseStudyIds: readonly string[],
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
    ...caseStudyIds.map((id) => ({ path: caseStudyPath(id) })),
    ...articles.map(({ id, publishDate }) => ({
      path: articlePath(id),
      ...(publishDate && { lastmod: publishDate }),
    })),
    ...legalSlugs.map((slug) => ({ path: legalPath(slug) })),
  ];
}

/**
 * What the build renders: the indexable pages, the feed, and the sitemap, robots.txt and web
 * manifest. "/" is left out on purpose: the build then writes its client-side fallback (noindex,
 * redirects to /home) as index.html, which is what hosts without redirect rules serve for "/".
 */
export const builtPaths = (
  articleIds: readonly string[],
  caseStudyIds: readonly string[],
): string[] => [
  ...indexablePages(
    articleIds.map((id) => ({ id })),
    caseStudyIds,
  ).map(({ path }) => path),
  blogFeedPath,
  ...siteFilePaths,
];
