import { Link } from "react-router";

import type { ArticleImage, ArticleSummary } from "../../content/blog/articles";
import { articleWords } from "../../content/blog-sections";
import { formatLongDate } from "../../lib/dates";
import { Badge } from "../ui/badge";
import { initials } from "../../lib/initials";
import { Icon } from "../ui/icon";

export function ArticleHeader({ article }: { article: ArticleSummary }) {
  return (
    <header className="surface-night bg-night text-on-night">
      <div className="container-page max-w-3xl pt-10 pb-28 sm:pt-14 sm:pb-36">
        <Link
          to="/blog"
          className="inline-flex min-h-11 items-center gap-2 rounded text-sm font-semibold text-on-night-soft hover:text-on-night"
        >
          <Icon name="arrow-left" className="size-4" />
          {articleWords.backLink}
        </Link>
        <div className="mt-6">
          <Badge tone="night">{article.category}</Badge>
        </div>
        <h1
          id="page-title"
          className="mt-5 text-title font-extrabold sm:text-[2.75rem] sm:leading-tight"
        >
          {article.title}
        </h1>
        <p className="mt-5 text-lead text-on-night-soft">{article.excerpt}</p>
        <div className="mt-8 flex items-center gap-4">
          <span
            aria-hidden="true"
            className="grid size-11 shrink-0 place-items-center rounded-full bg-accent text-sm font-bold text-night"
          >
            {initials(article.author)}
          </span>
          <div className="text-sm">
            <p className="font-semibold text-on-night">{article.author}</p>
            <p className="mt-1 flex flex-wrap items-center gap-x-2.5 text-on-night-soft">
              <time dateTime={article.publishDate}>
                {formatLongDate(article.publishDate)}
              </time>
              <span aria-hidden="true">·</span>
              <span className="inline-flex items-center gap-1.5">
                <Icon name="clock" className="size-4" />
                {articleWords.readTime(article.readTime)}
              </span>
            </p>
          </div>
        </div>
      </div>
    </header>
  );
}

export function ArticleCover({ image }: { image: ArticleImage }) {
  return (
    <div className="container-page max-w-4xl">
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        fetchPriority="high"
        className="-mt-16 h-auto w-full rounded-card bg-night-raised shadow-raised sm:-mt-24"
      />
    </div>
  );
}
