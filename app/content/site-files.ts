import { absoluteUrl } from "../lib/seo";
import type { ArticleSummary } from "./blog/article-index";
import { identity } from "./identity";
import { pages } from "./pages";
import { sitemapPath } from "./site-map";
import { indexablePagesFor } from "./site-pages";

/** /sitemap.xml: every indexable page, absolute on SITE_URL, with lastmod where known. */
export function sitemapXml(
  articles: readonly ArticleSummary[],
  siteUrl: string = identity.siteUrl,
): string {
  const urls = indexablePagesFor(articles).map(({ path, lastmod }) => {
    // A URL's href has every other XML special character percent-encoded.
    const loc = absoluteUrl(siteUrl, path).replaceAll("&", "&amp;");
    const date = lastmod ? `\n    <lastmod>${lastmod}</lastmod>` : "";
    return `  <url>\n    <loc>${loc}</loc>${date}\n  </url>\n`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join("")}</urlset>
`;
}

/** /robots.txt: everything may be crawled; the sitemap says what there is. */
export function robotsTxt(siteUrl: string = identity.siteUrl): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, sitemapPath)}\n`;
}

/** /manifest.webmanifest: name, colours and icons for home screens and installed sites. */
export function webManifest() {
  return {
    id: "/home",
    name: identity.name,
    short_name: identity.name.split(" ")[0],
    description: pages.home.description,
    lang: "en-ZA",
    dir: "ltr",
    start_url: "/home",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: __THEME_COLOR__,
    // Rendered by `npm run images`.
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      {
        src: "/icons/icon-maskable-512.png",
        sizes: "512x512",
        type: "image/png",
        purpose: "maskable",
      },
    ],
  };
}
