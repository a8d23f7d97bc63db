import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

import type { ArticleSummary } from "../../content/blog/articles";
import { articlePath } from "../../content/site-map";
import { formatLongDate } from "../../lib/dates";
import { Badge } from "../ui/badge";
import { Section, SectionHeading } from "../ui/section";

/** A grid of article cards, newest first. */
export function ArticleList({
  articles,
}: {
  articles: readonly ArticleSummary[];
}) {
  const newestFirst = [...articles].sort((a, b) =>
    b.publishDate.localeCompare(a.publishDate),
  );
  return (
    <Section aria-labelledby="articles-heading" tone="subtle">
      <SectionHeading
        id="articles-heading"
        eyebrow="Latest"
        title="All Articles"
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {newestFirst.map((article) => (
          <li key={article.id}>
            <article className="group relative flex h-full flex-col rounded-card border border-line bg-canvas p-6 shadow-card transition duration-200 hover:-translate-y-0.5 hover:shadow-raised sm:p-8">
              <Badge className="self-start">{article.category}</Badge>
              <h3 className="mt-5 text-xl font-bold">
                <Link
                  to={articlePath(article.id)}
                  className="rounded group-hover:text-brand after:absolute after:inset-0 after:rounded-card"
                >
                  {article.title}
                </Link>
              </h3>
              <p className="mt-3 flex-1 text-ink-soft">{article.excerpt}</p>
              <p className="mt-6 flex items-center justify-between text-sm text-ink-soft">
                <span>
                  <time dateTime={article.publishDate}>
                    {formatLongDate(article.publishDate)}
                  </time>
                  {" · "}
                  {article.readTime} min read
                </span>
                <ArrowRight aria-hidden="true" className="size-5 text-brand" />
              </p>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
