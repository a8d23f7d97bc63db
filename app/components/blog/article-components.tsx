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

/** The article body's typography (@tailwindcss/typography), on the page and in the editor's preview. */
export const articleProse =
  "prose max-w-[68ch] text-[1.0625rem] break-words sm:text-[1.125rem] prose-h2:mb-3 prose-h2:font-extrabold sm:prose-h2:text-3xl prose-a:font-semibold prose-a:underline-offset-[0.2em] prose-a:hover:text-brand-strong [&>p:first-child]:text-[1.1em]";

export const articleComponents: MDXComponents = {
  ...allowListed,
  // Site paths go through the router; the router leaves other sites' addresses as they are.
  a: ({ href = "", ...props }) => <Link to={href} {...props} />,
  table: ScrollTable,
};
