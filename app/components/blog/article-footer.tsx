import { Link } from "react-router";

import type { ArticleSummary } from "../../content/blog/articles";
import { articleWords } from "../../content/blog-sections";
import { Icon } from "../ui/icon";
import { ArticleList } from "./article-list";

export function ArticleFooter({
  related,
}: {
  related: readonly ArticleSummary[];
}) {
  return (
    <>
      <div className="container-page max-w-3xl pb-16 sm:pb-20">
        <Link
          to="/blog"
          className="inline-flex min-h-11 items-center gap-2 rounded font-semibold text-brand hover:text-brand-strong"
        >
          <Icon name="arrow-left" className="size-5" />
          {articleWords.backLink}
        </Link>
      </div>
      <ArticleList
        id="related-heading"
        heading={articleWords.related}
        articles={related}
        tone="subtle"
      />
    </>
  );
}
