import type { MDXModule } from "mdx/types";
import { articles as index } from "virtual:article-index";

import type { ArticleSummary } from "./article-index";

export type { ArticleImage, ArticleSummary } from "./article-index";

/** Every article's front matter, read and sorted newest first by the build (vite-plugin-articles.ts). */
export const articles: readonly ArticleSummary[] = index;

/** The articles for the "Featured Articles" grid: the newest three marked `featured`. */
export const featuredArticles = articles.filter((a) => a.featured).slice(0, 3);

export const findArticle = (id: string | undefined) =>
  articles.find((article) => article.id === id);

/** Two other articles to read next: same category first, then the newest. */
export function relatedArticles(article: ArticleSummary) {
  const others = articles.filter((a) => a.id !== article.id);
  const sameCategory = others.filter((a) => a.category === article.category);
  return [...new Set([...sameCategory, ...others])].slice(0, 2);
}

// Each body is its own chunk: an article page downloads only the text it shows.
const bodies = import.meta.glob<MDXModule>("../../../content/articles/*.mdx");
const loading = new Map<string, Promise<MDXModule>>();

/** An article's compiled body, loaded once: the same promise lets `use()` read it synchronously. */
export function loadArticleBody(id: string): Promise<MDXModule> {
  let body = loading.get(id);
  if (!body) {
    const load = bodies[`../../../content/articles/${id}.mdx`];
    if (!load) throw new Error(`No article body for "${id}".`);
    body = load();
    // A failed download (a dropped connection) is tried again next time, not remembered.
    body.catch(() => loading.delete(id));
    loading.set(id, body);
  }
  return body;
}
