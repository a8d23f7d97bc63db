import { renderRssFeed } from "../../lib/rss";
import { identity } from "../identity";
import { pages } from "../pages";
import { articlePath, blogFeedPath } from "../site-map";
import type { ArticleSummary } from "./article-index";

/** The blog's RSS 2.0 feed: every article, newest first, with absolute URLs on the site's origin. */
export function blogFeed(
  articles: readonly ArticleSummary[],
  siteUrl: string = identity.siteUrl,
): string {
  return renderRssFeed({
    title: `${identity.name}: ${pages.blog.hero.eyebrow}`,
    link: `${siteUrl}/blog`,
    feedUrl: `${siteUrl}${blogFeedPath}`,
    description: pages.blog.description,
    language: "en-ZA",
    items: articles.map((article) => ({
      title: article.title,
      link: `${siteUrl}${articlePath(article.id)}`,
      description: article.excerpt,
      published: article.publishDate,
      author: article.author,
      category: article.category,
    })),
  });
}
