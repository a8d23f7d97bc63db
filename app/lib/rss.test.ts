// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { escapeXml, renderRssFeed, rfc822Date, type Feed } from "./rss";

/** The one element with this tag under `root`; fails the test when there is none. */
function only(root: Document | Element, tag: string): Element {
  const element = root.getElementsByTagName(tag)[0];
  if (!element) throw new Error(`No <${tag}> element`);
  return element;
}

/** Parses XML strictly, as a feed reader would; throws on any well-formedness error. */
function parseXml(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  const error = document.querySelector("parsererror");
  if (error) throw new Error(`Not well-formed XML: ${error.textContent}`);
  return document;
}

const feed: Feed = {
  title: "Acme & Sons: <Insights>",
  link: "https://www.example.co.za/blog",
  feedUrl: "https://www.example.co.za/blog/rss.xml",
  description: `News "quoted" and 'single' & <tagged>`,
  language: "en-ZA",
  items: [
    {
      title: "Second post",
      link: "https://www.example.co.za/blog/second",
      description: "R&D in 2024 <b>bold</b>",
      published: "2024-09-25",
      author: "Strategy Team",
      category: "Digital Transformation",
    },
    {
      title: "First post",
      link: "https://www.example.co.za/blog/first?a=1&b=2",
      description: "The first.",
      published: "2024-09-20",
    },
  ],
};

describe("renderRssFeed", () => {
  const xml = renderRssFeed(feed);
  const doc = parseXml(xml);
  const text = (el: Element | Document, selector: string) =>
    el.getElementsByTagName(selector)[0]?.textContent;

  it("is well-formed RSS 2.0 with an XML declaration and a self link", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(
      true,
    );
    const rss = doc.documentElement;
    expect(rss.tagName).toBe("rss");
    expect(rss.getAttribute("version")).toBe("2.0");
    const self = doc.getElementsByTagName("atom:link")[0];
    expect(self?.getAttribute("href")).toBe(feed.feedUrl);
    expect(self?.getAttribute("rel")).toBe("self");
  });

  it("round-trips every special character in the channel and items", () => {
    const channel = only(doc, "channel");
    expect(text(channel, "title")).toBe(feed.title);
    expect(text(channel, "description")).toBe(feed.description);
    expect(text(channel, "link")).toBe(feed.link);
    expect(text(channel, "language")).toBe("en-za");
    const items = [...doc.getElementsByTagName("item")];
    expect(items.map((item) => text(item, "title"))).toEqual([
      "Second post",
      "First post",
    ]);
    const [second, first] = items;
    expect(second && text(second, "description")).toBe(
      "R&D in 2024 <b>bold</b>",
    );
    expect(first && text(first, "link")).toBe(feed.items[1]?.link);
  });

  it("gives each item a permanent guid, an RFC 822 date and optional author and category", () => {
    const [second, first] = [...doc.getElementsByTagName("item")];
    if (!second || !first) throw new Error("Two items expected");
    const guid = only(second, "guid");
    expect(guid.textContent).toBe(feed.items[0]?.link);
    expect(guid.getAttribute("isPermaLink")).toBe("true");
    expect(text(second, "pubDate")).toBe("Wed, 25 Sep 2024 00:00:00 GMT");
    expect(text(second, "dc:creator")).toBe("Strategy Team");
    expect(text(second, "category")).toBe("Digital Transformation");
    expect(first.getElementsByTagName("dc:creator")).toHaveLength(0);
    expect(first.getElementsByTagName("category")).toHaveLength(0);
  });

  it("dates the channel by its newest item, not the clock, so builds are reproducible", () => {
    expect(text(doc, "lastBuildDate")).toBe("Wed, 25 Sep 2024 00:00:00 GMT");
    expect(renderRssFeed(feed)).toBe(xml);
  });

  it("has no lastBuildDate and no items when there is nothing to list", () => {
    const empty = parseXml(renderRssFeed({ ...feed, items: [] }));
    expect(empty.getElementsByTagName("item")).toHaveLength(0);
    expect(empty.getElementsByTagName("lastBuildDate")).toHaveLength(0);
  });
});

describe("the strict parser these tests use", () => {
  it("rejects XML that is not well-formed", () => {
    expect(() => parseXml("<rss><channel></rss>")).toThrow();
    expect(() => parseXml("<rss>Tom & Jerry</rss>")).toThrow();
  });
});

describe("escapeXml and rfc822Date", () => {
  it("escape the five XML special characters", () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;",
    );
  });

  it("write dates in UTC whatever the machine's time zone", () => {
    expect(rfc822Date("2024-09-20")).toBe("Fri, 20 Sep 2024 00:00:00 GMT");
    expect(rfc822Date("2024-12-31T23:30:00+02:00")).toBe(
      "Tue, 31 Dec 2024 21:30:00 GMT",
    );
    expect(() => rfc822Date("someday")).toThrow('Not an ISO date: "someday"');
  });
});
