import { articles } from "../content/blog/articles";
import { blogFeed } from "../content/blog/feed";

/** /blog/rss.xml: a resource route, prerendered to a static file by the build. */
export function loader() {
  return new Response(blogFeed(articles), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
