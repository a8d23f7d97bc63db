import type { MDXComponents } from "mdx/types";
import { Link } from "react-router";

import type { ArticleComponentName } from "../../content/blog/article-components";
import { CallToActionBlock } from "./mdx/call-to-action-block";
import { Callout } from "./mdx/callout";
import { Figure, ScrollTable } from "./mdx/figure";
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
  // Site paths go through the router; the router leaves other sites' addresses as they are.
  a: ({ href = "", ...props }) => <Link to={href} {...props} />,
  table: ScrollTable,
};
