import { Feed } from "feed";

import { identity } from "../identity";
import { pages } from "../pages";
import { articlePath, blogFeedPath } from "../site-map";
import type { ArticleSummary } from "./article-index";

const midnightUtc = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** The blog's RSS 2.0 feed: every article, newest first, with absolute URLs on the site's origin. */
export function blogFeed(
  articles: readonly ArticleSummary[],
  siteUrl: string = identity.siteUrl,
): string {
  const feed = new Feed({
    title: `${identity.name}: ${pages.blog.hero.eyebrow}`,
    id: `${siteUrl}/blog`,
    link: `${siteUrl}/blog`,
    feedLinks: { rss: `${siteUrl}${blogFeedPath}` },
    description: pages.blog.description,
    language: "en-za",
    // The newest article's date, not the clock, so the same content gives the same file.
    updated: articles[0] && midnightUtc(articles[0].publishDate),
    generator: false,
  });
  for (const article of articles)
    feed.addItem({
      title: article.title,
      link: `${siteUrl}${articlePath(article.id)}`,
      description: article.excerpt,
      date: midnightUtc(article.publishDate),
      // RSS 2.0's author is an address: "mailbox (name)".
      author: [{ name: article.author, email: identity.email }],
      category: [{ name: article.category }],
    });
  return feed.rss2();
}
