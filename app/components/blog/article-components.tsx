import type { MDXComponents } from "mdx/types";

import type { ArticleComponentName } from "../../content/blog/article-components";
import { ArticleLink } from "./mdx/article-link";
import { CallToActionBlock } from "./mdx/call-to-action-block";
import { Callout } from "./mdx/callout";
import { Figure } from "./mdx/figure";
import { ScrollTable } from "./mdx/scroll-table";
import { Stat, StatGrid } from "./mdx/stat";

/**
 * The one map of what an article's MDX renders with: the allow-listed components by name (the
 * build rejects any other; `satisfies` keeps this map and the list in step) and the Markdown
 * elements that need more than the prose styles.
 */
const allowListed = {
  CallToAction: CallToActionBlock,
  Callout,
  Figure,
  Stat,
  StatGrid,
} satisfies Record<ArticleComponentName, unknown>;

export const articleComponents: MDXComponents = {
  ...allowListed,
  a: ArticleLink,
  table: ScrollTable,
};
