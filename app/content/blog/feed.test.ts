// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { loadArticleIndex } from "./article-files.server";
import { blogFeed } from "./feed";

describe("the blog feed", () => {
  const articles = loadArticleIndex();
  const xml = blogFeed(articles, "https://www.example.co.za");
  const document = new DOMParser().parseFromString(xml, "application/xml");
  const items = [...document.getElementsByTagName("item")];
  const text = (el: Element, tag: string) =>
    el.getElementsByTagName(tag)[0]?.textContent;

  it("parses as XML and lists every article, newest first", () => {
    expect(document.querySelector("parsererror")).toBeNull();
    expect(items.map((item) => text(item, "title"))).toEqual(
      articles.map((a) => a.title),
    );
    expect(items).toHaveLength(3);
  });

  it("uses absolute URLs on the given site origin", () => {
    expect(items.map((item) => text(item, "link"))).toEqual([
      "https://www.example.co.za/blog/digital-transformation-guide-2024",
      "https://www.example.co.za/blog/angular-scalability-performance",
      "https://www.example.co.za/blog/ai-transformation-enterprise",
    ]);
    const [channel] = document.getElementsByTagName("channel");
    expect(channel && text(channel, "link")).toBe(
      "https://www.example.co.za/blog",
    );
    expect(
      document.getElementsByTagName("atom:link")[0]?.getAttribute("href"),
    ).toBe("https://www.example.co.za/blog/rss.xml");
  });

  it("carries each article's excerpt, date, author and category", () => {
    const [guide] = items;
    if (!guide) throw new Error("No items");
    expect(text(guide, "description")).toBe(articles[0]?.excerpt);
    expect(text(guide, "pubDate")).toBe("Wed, 25 Sep 2024 00:00:00 GMT");
    expect(text(guide, "dc:creator")).toBe("Khanyisa Digital Strategy Team");
    expect(text(guide, "category")).toBe("Digital Transformation");
  });
});
