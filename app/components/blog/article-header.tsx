import { ArrowLeft, Clock } from "lucide-react";
import { Link } from "react-router";

import type { ArticleSummary } from "../../content/blog/articles";
import { formatLongDate } from "../../lib/dates";
import { Badge } from "../ui/badge";

/** The top of an article: category, title, author, date and read time. */
export function ArticleHeader({ article }: { article: ArticleSummary }) {
  return (
    <header className="surface-night bg-night text-on-night">
      <div className="container-page max-w-4xl py-14 sm:py-20">
        <Link
          to="/blog"
          className="inline-flex items-center gap-2 rounded text-sm font-semibold text-on-night-soft hover:text-on-night"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to blog
        </Link>
        <div className="mt-8">
          <Badge tone="night">{article.category}</Badge>
        </div>
        <h1
          id="page-title"
          className="mt-5 text-title font-extrabold sm:text-[2.75rem] sm:leading-tight"
        >
          {article.title}
        </h1>
        <p className="mt-5 text-lead text-on-night-soft">{article.excerpt}</p>
        <p className="mt-8 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-on-night-soft">
          <span className="font-semibold text-on-night">{article.author}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={article.publishDate}>
            {formatLongDate(article.publishDate)}
          </time>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            {article.readTime} min read
          </span>
        </p>
      </div>
    </header>
  );
}
