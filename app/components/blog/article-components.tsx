import type { MDXComponents } from "mdx/types";

import type { ArticleComponentName } from "../../content/blog/article-components";
import { ArticleLink } from "./mdx/article-link";
import { CallToActionBlock } from "./mdx/call-to-action-block";
import { Callout } from "./mdx/callout";
import { Figure } from "./mdx/figure";
import { ScrollTable } from "./mdx/scroll-table";
import { Stat, StatGrid } from "./mdx/stat";

/** What an article's MDX renders with; `satisfies` keeps the allow-list and this map in step. */
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
