import { Navigate } from "react-router";

import { ArticleBody } from "../components/blog/article-body";
import { ArticleCover } from "../components/blog/article-cover";
import { ArticleFooter } from "../components/blog/article-footer";
import { ArticleHeader } from "../components/blog/article-header";
import { findArticle, relatedArticles } from "../content/blog/articles";
import { articleMeta, blogFeedLink } from "../content/blog-meta";
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
      <ArticleFooter related={relatedArticles(article)} />
    </>
  );
}
