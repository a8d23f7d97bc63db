import type { ArticleSummary } from "../../content/blog/articles";
import { archiveSection } from "../../content/blog-sections";
import { Section, SectionHeading } from "../ui/section";
import { ArticleCard } from "./article-card";

/** "All Articles": every article, newest first, as text cards. */
export function ArticleList({
  articles,
}: {
  articles: readonly ArticleSummary[];
}) {
  return (
    <Section aria-labelledby="articles-heading" tone="subtle">
      <SectionHeading
        id="articles-heading"
        eyebrow={archiveSection.eyebrow}
        title={archiveSection.title}
      >
        <p>{archiveSection.count(articles.length)}</p>
      </SectionHeading>
      <ul className="mt-10 grid gap-6 sm:mt-12 md:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} layout="text" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
