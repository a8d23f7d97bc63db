/** An RSS 2.0 feed as text. Knows nothing about the site: it is given absolute URLs and dates. */

interface FeedItem {
  title: string;
  /** Absolute URL; also the item's permanent guid. */
  link: string;
  description: string;
  /** ISO date (YYYY-MM-DD) or date-time. */
  published: string;
  author?: string;
  category?: string;
}

export interface Feed {
  title: string;
  /** Absolute URL of the page the feed mirrors. */
  link: string;
  /** Absolute URL of the feed itself (atom:link rel="self"). */
  feedUrl: string;
  description: string;
  /** BCP 47, e.g. "en-ZA". */
  language: string;
  items: readonly FeedItem[];
}

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** RFC 822 date, as RSS 2.0 requires: "Wed, 25 Sep 2024 00:00:00 GMT". */
export function rfc822Date(isoDate: string): string {
  const date = new Date(/T/.test(isoDate) ? isoDate : `${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime()))
    throw new Error(`Not an ISO date: "${isoDate}"`);
  return date.toUTCString();
}

const element = (name: string, text: string, indent: string) =>
  `${indent}<${name}>${escapeXml(text)}</${name}>`;

function renderItem(item: FeedItem): string {
  const indent = "      ";
  return [
    "    <item>",
    element("title", item.title, indent),
    element("link", item.link, indent),
    `${indent}<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
    element("description", item.description, indent),
    element("pubDate", rfc822Date(item.published), indent),
    item.author ? element("dc:creator", item.author, indent) : null,
    item.category ? element("category", item.category, indent) : null,
    "    </item>",
  ]
    .filter((line) => line !== null)
    .join("\n");
}

/**
 * The feed document. `lastBuildDate` is the newest item's date, not the clock, so the same
 * content always gives the same file.
 */
export function renderRssFeed(feed: Feed): string {
  const newest = feed.items
    .map((item) => item.published)
    .sort()
    .at(-1);
  const indent = "    ";
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    element("title", feed.title, indent),
    element("link", feed.link, indent),
    `${indent}<atom:link href="${escapeXml(feed.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    element("description", feed.description, indent),
    element("language", feed.language.toLowerCase(), indent),
    newest ? element("lastBuildDate", rfc822Date(newest), indent) : null,
    ...feed.items.map(renderItem),
    "  </channel>",
    "</rss>",
    "",
  ]
    .filter((line) => line !== null)
    .join("\n");
}
