import { escapeXml } from "./rss";

/** One page of a sitemap: its absolute URL and, when known, the ISO date it last changed. */
export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

/** A sitemaps.org 0.9 document as text. Knows nothing about the site: it is given absolute URLs. */
export function renderSitemap(entries: readonly SitemapEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((entry) =>
      [
        "  <url>",
        `    <loc>${escapeXml(entry.loc)}</loc>`,
        entry.lastmod
          ? `    <lastmod>${escapeXml(entry.lastmod)}</lastmod>`
          : null,
        "  </url>",
      ]
        .filter((line) => line !== null)
        .join("\n"),
    ),
    "</urlset>",
    "",
  ].join("\n");
}

export function renderRobotsTxt({
  sitemapUrl,
}: {
  sitemapUrl: string;
}): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${sitemapUrl}`, ""].join(
    "\n",
  );
}
