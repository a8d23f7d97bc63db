import { articles } from "../content/blog/articles";
import { blogFeed } from "../content/blog/feed";

export function loader() {
  return new Response(blogFeed(articles), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
