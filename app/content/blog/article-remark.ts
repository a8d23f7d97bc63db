import type { CompileOptions } from "@mdx-js/mdx";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkSmartypants from "remark-smartypants";

import { remarkArticleFigures } from "./article-figures.ts";
import { remarkArticleGuard } from "./article-guard.ts";

/** What MDX's compile and evaluate take as `remarkPlugins`. */
type RemarkPlugins = NonNullable<CompileOptions["remarkPlugins"]>;

/**
 * Typographic quotes and apostrophes (’ “ ” ‘) in the articles' text, so authors can type plain
 * ' and ". Only the quotes: dashes and ellipses stay as written. Code spans and code blocks are
 * never touched (remark-smartypants skips them), nor are component attributes, which are written
 * with typographic quotes by hand (the front matter gets its quotes as it is read:
 * article-index.ts).
 */
const smartQuotes: RemarkPlugins[number] = [
  remarkSmartypants,
  { dashes: false, ellipses: false, backticks: false },
];

/**
 * The remark steps of an article, in order: the build (scripts/vite-plugin-articles.ts), the unit
 * tests and the editor's preview at /admin compile with the same list. Node-free, so it runs in a
 * browser too.
 */
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
