import { describe, expect, it } from "vitest";

import { articles, featuredArticles } from "./articles";

describe("the articles' order", () => {
  it("lists the newest first; “Featured articles” shows the newest three featured ones", () => {
    const newestFirst = [...articles].sort((a, b) =>
      b.publishDate.localeCompare(a.publishDate),
    );
    expect(articles).toEqual(newestFirst);
    expect(featuredArticles).toEqual(
      newestFirst.filter((article) => article.featured).slice(0, 3),
    );
  });
});
