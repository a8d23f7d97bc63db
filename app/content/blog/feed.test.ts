// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { loadArticleIndex } from "./article-files.server";
import { identity } from "../identity";
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
    expect(items).toHaveLength(articles.length);
  });

  it("uses absolute URLs on the given site origin", () => {
    expect(items.map((item) => text(item, "link"))).toEqual(
      articles.map((a) => `https://www.example.co.za/blog/${a.id}`),
    );
    const [channel] = document.getElementsByTagName("channel");
    expect(channel && text(channel, "link")).toBe(
      "https://www.example.co.za/blog",
    );
    expect(
      document.getElementsByTagName("atom:link")[0]?.getAttribute("href"),
    ).toBe("https://www.example.co.za/blog/rss.xml");
  });

  it("carries each article's excerpt, date, author and category", () => {
    items.forEach((item, i) => {
      const article = articles[i];
      if (!article) throw new Error(`No article for item ${i}`);
      expect(text(item, "description")).toBe(article.excerpt);
      // RFC 822 at midnight UTC: "2024-09-25" is "Wed, 25 Sep 2024 00:00:00 GMT".
      expect(text(item, "pubDate")).toBe(
        new Date(`${article.publishDate}T00:00:00Z`).toUTCString(),
      );
      expect(text(item, "author")).toBe(
        `${identity.email} (${article.author})`,
      );
      expect(text(item, "category")).toBe(article.category);
    });
  });

  it("is dated by its newest article, not the clock, so builds are reproducible", () => {
    expect(text(document.documentElement, "lastBuildDate")).toBe(
      text(items[0] as Element, "pubDate"),
    );
    expect(blogFeed(articles, "https://www.example.co.za")).toBe(xml);
  });
});
