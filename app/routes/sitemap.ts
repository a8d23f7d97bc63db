import { articles } from "../content/blog/articles";
import { sitemapXml } from "../content/site-files";

export function loader() {
  return new Response(sitemapXml(articles), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
