import type { ReactNode } from "react";

import type { ArticleSummary } from "../../content/blog/articles";
import { Section, SectionHeading } from "../ui/section";
import { ArticleCard } from "./article-card";

/**
 * A band of article cards under its heading: text cards, or with `featured` their pictures, the
 * first card across the grid.
 */
export function ArticleList({
  id,
  heading,
  articles,
  featured = false,
  tone,
  children,
}: {
  id: string;
  heading: { eyebrow: string; title: string };
  articles: readonly ArticleSummary[];
  featured?: boolean;
  tone?: "subtle";
  children?: ReactNode;
}) {
  if (articles.length === 0) return null;
  return (
    <Section aria-labelledby={id} tone={tone}>
      <SectionHeading id={id} eyebrow={heading.eyebrow} title={heading.title}>
        {children}
      </SectionHeading>
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
