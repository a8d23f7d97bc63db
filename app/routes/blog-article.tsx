import { use } from "react";
import { Link, Navigate } from "react-router";

import {
  articleComponents,
  articleProse,
} from "../components/blog/article-components";
import { ArticleCover, ArticleHeader } from "../components/blog/article-header";
import { ArticleList } from "../components/blog/article-list";
import { Icon } from "../components/ui/icon";
import {
  findArticle,
  loadArticleBody,
  relatedArticles,
} from "../content/blog/articles";
import { articleMeta, blogFeedLink } from "../content/blog-meta";
import { articleWords } from "../content/blog-sections";
import type { Route } from "./+types/blog-article";

export function meta({ params }: Route.MetaArgs) {
  return [...articleMeta(findArticle(params.id)), blogFeedLink];
}

export default function BlogArticlePage({ params }: Route.ComponentProps) {
  const article = findArticle(params.id);
  // Known articles are prerendered; an unknown id only reaches the client, which goes home.
  if (!article) return <Navigate to="/home" replace />;
  return (
    <>
      <article aria-labelledby="page-title">
        <ArticleHeader article={article} />
        <ArticleCover image={article.image} />
        <div className="container-page max-w-3xl pt-12 pb-14 sm:pt-16 sm:pb-16">
          <ArticleBody id={article.id} />
        </div>
      </article>
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
        heading={articleWords.related}
        articles={relatedArticles(article)}
        tone="subtle"
      />
    </>
  );
}

/** The article's MDX text; `use()` waits for its chunk, the prerendered HTML staying meanwhile. */
function ArticleBody({ id }: { id: string }) {
  const { default: Body } = use(loadArticleBody(id));
  return (
    <div className={articleProse}>
      <Body components={articleComponents} />
    </div>
  );
}
