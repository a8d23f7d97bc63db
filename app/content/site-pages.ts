import { caseStudies } from "./case-studies/case-study-files.server.ts";
import { caseStudyPath } from "./case-studies/paths.ts";
import { legalPath, legalSlugs } from "./legal/types.ts";
import {
  articlePath,
  blogFeedPath,
  pagePaths,
  siteFilePaths,
} from "./site-map.ts";

/*
 * The pages the build renders and search engines index, from the content indexes: one JSON file
 * per case study (read from its folder with Node: this also runs in the Vite config), one MDX file
 * per article, one document per legal page. Kept apart from site-map.ts so the page shell does
 * not carry the case studies.
 */

/**
 * Every page search engines should index, with the date it last changed where the content says:
 * the pages, the case studies, the articles (their publish date; the blog listing takes the
 * newest) and the legal documents. The noindex fallback page is not among them.
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
    ...caseStudies.map((study) => ({ path: caseStudyPath(study.id) })),
    ...articles.map((article) => ({
      path: articlePath(article.id),
      lastmod: article.publishDate,
    })),
    ...legalSlugs.map((slug) => ({ path: legalPath(slug) })),
  ];
}

/**
 * What the build renders: every page, every case study, every article of the content index, the
 * feed, the legal documents, and the sitemap, robots.txt and web manifest.
 * "/" is left out on purpose: the build then writes its client-side fallback (noindex, redirects
 * to /home) as index.html, which is what hosts without redirect rules serve for "/".
 */
export function prerenderPathsFor(
  articles: readonly { id: string }[],
): string[] {
  return [
    ...pagePaths,
    ...caseStudies.map((study) => caseStudyPath(study.id)),
    ...articles.map((article) => articlePath(article.id)),
    blogFeedPath,
    ...legalSlugs.map(legalPath),
    ...siteFilePaths,
  ];
}
