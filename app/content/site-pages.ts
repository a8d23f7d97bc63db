import { caseStudies } from "./case-studies/case-study-files.server.ts";
import { builtPaths } from "./built-paths.ts";
import { caseStudyPath } from "./case-studies/paths.ts";
import { legalPath, legalSlugs } from "./legal/types.ts";
import { articlePath, pagePaths } from "./site-map.ts";

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

/** What the build renders, for these articles and the case studies' files (built-paths.ts). */
export function prerenderPathsFor(
  articles: readonly { id: string }[],
): string[] {
  return builtPaths(
    articles.map((article) => article.id),
    caseStudies.map((study) => study.id),
  );
}
