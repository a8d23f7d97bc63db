import { Link } from "react-router";

import type { ArticleSummary } from "../../content/blog/articles";
import { articleWords } from "../../content/blog-sections";
import { Icon } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";
import { ArticleCard } from "./article-card";

/** After the article: the way back to the blog and what to read next. */
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
      {related.length > 0 ? (
        <Section aria-labelledby="related-heading" tone="subtle">
          <SectionHeading
            id="related-heading"
            eyebrow={articleWords.related.eyebrow}
            title={articleWords.related.title}
          />
          <ul className="mt-10 grid gap-6 md:grid-cols-2">
            {related.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} layout="text" />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
