import { caseStudyPath } from "./case-studies/paths.ts";
import { legalPath, legalSlugs } from "./legal/types.ts";
import {
  articlePath,
  blogFeedPath,
  pagePaths,
  siteFilePaths,
} from "./site-map.ts";

/**
 * What the build renders, from the ids of the articles and case studies: every page, every case
 * study, every article, the feed, the legal documents, and the sitemap, robots.txt and web
 * manifest. Node-free, so the editor at /admin checks an article's links against the same list
 * the build does (site-pages.ts gives it the ids from the files).
 * "/" is left out on purpose: the build then writes its client-side fallback (noindex, redirects
 * to /home) as index.html, which is what hosts without redirect rules serve for "/".
 */
export function builtPaths(
  articleIds: readonly string[],
  caseStudyIds: readonly string[],
): string[] {
  return [
    ...pagePaths,
    ...caseStudyIds.map(caseStudyPath),
    ...articleIds.map(articlePath),
    blogFeedPath,
    ...legalSlugs.map(legalPath),
    ...siteFilePaths,
  ];
}
