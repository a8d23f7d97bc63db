import { redirect } from "react-router";

import { ArticleHeader } from "../components/blog/article-header";
import { findArticle } from "../content/blog/articles";
import { plainPageMeta } from "../content/pages";
import type { Route } from "./+types/blog-article";

// Known articles are prerendered; an unknown id reaching the client ends on the home page.
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!findArticle(params.id)) throw redirect("/home");
  return null;
}

export function meta({ params }: Route.MetaArgs) {
  const article = findArticle(params.id);
  return plainPageMeta(article?.excerpt ?? "");
}

export default function BlogArticlePage({ params }: Route.ComponentProps) {
  const article = findArticle(params.id);
  if (!article) return null;
  return <ArticleHeader article={article} />;
}
