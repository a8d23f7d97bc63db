import { useId } from "react";
import { Link } from "react-router";

import {
  loadArticleBody,
  type ArticleSummary,
} from "../../content/blog/articles";
import { articleWords } from "../../content/blog-sections";
import { articlePath } from "../../content/site-map";
import { formatLongDate } from "../../lib/dates";
import { Badge } from "../ui/badge";
import { Icon } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";

/** Article cards under a heading: text cards, or with `featured` pictures, the first one wide. */
export function ArticleList({
  heading,
  articles,
  featured = false,
  tone,
}: {
  heading: { eyebrow: string; title: string; intro?: string };
  articles: readonly ArticleSummary[];
  featured?: boolean;
  tone?: "subtle";
}) {
  if (articles.length === 0) return null;
  return (
    <Section tone={tone}>
      <SectionHeading {...heading} />
      <ul
        className={`mt-10 grid gap-6 sm:mt-12 ${featured ? "sm:grid-cols-2 lg:gap-8" : `md:grid-cols-2 ${articles.length > 2 ? "lg:grid-cols-3" : ""}`}`}
      >
        {articles.map((article, index) => (
          <li
            key={article.id}
            className={featured && index === 0 ? "sm:col-span-2" : undefined}
          >
            <ArticleCard
              article={article}
              layout={featured ? (index === 0 ? "lead" : "cover") : "text"}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}

interface ArticleCardProps {
  article: ArticleSummary;
  /** "cover" shows the illustration; "lead" makes it the large first card of a grid. */
  layout: "cover" | "lead" | "text";
}

function ArticleCard({ article, layout }: ArticleCardProps) {
  const lead = layout === "lead";
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={`group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-canvas shadow-card transition duration-200 hover:-translate-y-0.5 hover:shadow-raised has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-brand ${lead ? "lg:flex-row" : ""}`}
    >
      {layout === "text" ? null : (
        <img
          src={article.image.src}
          // The title beside it names the article: the picture is decoration here.
          alt=""
          width={article.image.width}
          height={article.image.height}
          loading={lead ? "eager" : "lazy"}
          decoding="async"
          className={`aspect-[1200/630] h-auto w-full bg-night object-cover ${lead ? "lg:w-7/12 lg:shrink-0" : ""}`}
        />
      )}
      <div
        className={`flex flex-1 flex-col p-6 ${lead ? "sm:p-9 lg:justify-center lg:p-10" : "sm:p-7"}`}
      >
        <Badge className="self-start">{article.category}</Badge>
        <h3
          id={titleId}
          className={`mt-4 font-bold text-balance ${lead ? "text-2xl sm:text-[1.875rem] sm:leading-tight" : "text-xl leading-snug"}`}
        >
          <Link
            to={articlePath(article.id)}
            prefetch="intent"
            onPointerEnter={() => void loadArticleBody(article.id)}
            onFocus={() => void loadArticleBody(article.id)}
            className="rounded group-hover:text-brand after:absolute after:inset-0 after:rounded-card focus-visible:outline-none"
          >
            {article.title}
          </Link>
        </h3>
        <p className={`mt-3 text-ink-soft ${lead ? "sm:text-lg" : "flex-1"}`}>
          {article.excerpt}
        </p>
        <p className="mt-6 flex items-center justify-between gap-4 text-sm text-ink-soft">
          <span>
            <time dateTime={article.publishDate}>
              {formatLongDate(article.publishDate)}
            </time>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {articleWords.readTime(article.readTime)}
          </span>
          <Icon
            name="arrow-right"
            className="size-5 shrink-0 text-brand transition-transform group-hover:translate-x-1"
          />
        </p>
      </div>
    </article>
  );
}
