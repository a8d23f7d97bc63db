import type { CompileOptions } from "@mdx-js/mdx";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkSmartypants from "remark-smartypants";

import { remarkArticleFigures } from "./article-figures.ts";
import { remarkArticleGuard } from "./article-guard.ts";

type RemarkPlugins = NonNullable<CompileOptions["remarkPlugins"]>;

/**
 * Typographic quotes in the articles' text (not dashes or ellipses); code and component attributes
 * are left alone, and the front matter gets its quotes as it is read (article-index.ts).
 */
const smartQuotes: RemarkPlugins[number] = [
  remarkSmartypants,
  { dashes: false, ellipses: false, backticks: false },
];

/** An article's remark steps, the same for the build, the tests and the editor's preview. */
export function articleRemarkPlugins(
  isKnownPath: (path: string) => boolean,
): RemarkPlugins {
  return [
    remarkFrontmatter,
    remarkGfm,
    smartQuotes,
    remarkArticleFigures,
    [remarkArticleGuard, { isKnownPath }],
  ];
}
