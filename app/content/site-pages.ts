import { builtPaths, indexablePages } from "./built-paths.ts";
import { caseStudies } from "./case-studies/case-study-files.server.ts";

// Apart from built-paths.ts so the editor does not carry Node's reading of the case studies.
const caseStudyIds = caseStudies.map((study) => study.id);

export const indexablePagesFor = (
  articles: readonly { id: string; publishDate: string }[],
) => indexablePages(articles, caseStudyIds);

/** What the build renders, for these articles and the case studies' files. */
export const prerenderPathsFor = (articles: readonly { id: string }[]) =>
  builtPaths(
    articles.map(({ id }) => id),
    caseStudyIds,
  );
