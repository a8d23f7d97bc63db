import {
  articlePath,
  blogFeedPath,
  caseStudyPath,
  legalPath,
  legalSlugs,
  pagePaths,
  siteFilePaths,
} from "./site-map.ts";

/** Every page to index, with its last change where known; Node-free, so the editor checks links. */
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

/** What the build renders; not "/", so its fallback to /home is written as index.html (002). */
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
