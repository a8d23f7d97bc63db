import type { ArticleSummary } from "../../content/blog/articles";
import { featuredSection } from "../../content/blog-sections";
import { Section, SectionHeading } from "../ui/section";
import { ArticleCard } from "./article-card";

/** "Featured Articles": the newest featured article across the grid, the next two below it. */
export function FeaturedArticles({
  articles,
}: {
  articles: readonly ArticleSummary[];
}) {
  if (articles.length === 0) return null;
  return (
    <Section aria-labelledby="featured-heading">
      <SectionHeading
        id="featured-heading"
        eyebrow={featuredSection.eyebrow}
        title={featuredSection.title}
      />
      <ul className="mt-10 grid gap-6 sm:mt-12 sm:grid-cols-2 lg:gap-8">
        {articles.map((article, index) => (
          <li
            key={article.id}
            className={index === 0 ? "sm:col-span-2" : undefined}
          >
            <ArticleCard
              article={article}
              layout={index === 0 ? "lead" : "cover"}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
