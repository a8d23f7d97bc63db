import { articles } from "../content/blog/articles";
import { sitemapXml } from "../content/site-files";

/** /sitemap.xml: a resource route, prerendered to a static file by the build. */
export function loader() {
  return new Response(sitemapXml(articles), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
