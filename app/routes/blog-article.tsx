import { Navigate } from "react-router";

import { ArticleHeader } from "../components/blog/article-header";
import { findArticle } from "../content/blog/articles";
import { plainPageMeta } from "../content/pages";
import type { Route } from "./+types/blog-article";

export function meta({ params }: Route.MetaArgs) {
  const article = findArticle(params.id);
  return plainPageMeta(article?.excerpt ?? "");
}

export default function BlogArticlePage({ params }: Route.ComponentProps) {
  const article = findArticle(params.id);
  // Known articles are prerendered; an unknown id only reaches the client, which goes home.
  if (!article) return <Navigate to="/home" replace />;
  return <ArticleHeader article={article} />;
}
