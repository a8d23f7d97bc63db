import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { imageSize } from "image-size";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { Plugin } from "vite";
import {
  afterAll,
  beforeAll,
  describe,
  expect,
  it,
  onTestFinished,
} from "vitest";

import {
  articlesPlugin,
  RESOLVED_INDEX_ID,
} from "../../../scripts/vite-plugin-articles";
import { ArticleList } from "../../components/blog/article-list";
import { archiveSection, featuredSection } from "../blog-sections";
import { articlePath } from "../site-map";
import { prerenderPathsFor } from "../site-pages";
import { ARTICLES_DIR, loadArticleIndex } from "./article-files.server";
import type { ArticleSummary } from "./article-index";
import { blogFeed } from "./feed";

/** The published articles, and a synthetic one dated after all of them. */
const published = loadArticleIndex();
const cover = published[0]?.image.src ?? "";
const FOURTH = "a-synthetic-test-article";

const fourthArticle = `---
id: ${FOURTH}
title: A synthetic article that only this test publishes
excerpt: Latency, cost and POPIA compliance when you decide where your systems and your clients' data should live.
author: The test suite
publishDate: 2999-01-01
category: Cloud
featured: false
image:
  src: ${cover}
  alt: A rising path of blocks.
---

Text of the fourth article.

<CallToAction title="Talk to us" label="Get in touch" to="/contact" />
`;

/**
 * The marketing team publishes an article by adding one file. This builds everything that lists
 * articles from a copy of the articles folder with one more file in it, and finds the new article
 * in each, with no other change. (The app loads bodies with import.meta.glob over the same
 * folder, so the new body is bundled as its own chunk without a change either.)
 */
describe("adding one more article file", () => {
  let dir: string;
  let index: ArticleSummary[];

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "articles-"));
    for (const name of readdirSync(ARTICLES_DIR).filter((n) =>
      n.endsWith(".mdx"),
    ))
      cpSync(path.join(ARTICLES_DIR, name), path.join(dir, name));
    writeFileSync(path.join(dir, `${FOURTH}.mdx`), fourthArticle);
    index = loadArticleIndex(dir);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("adds it to the index, newest first", () => {
    expect(index.map((a) => a.id)).toEqual([
      FOURTH,
      ...published.map((a) => a.id),
    ]);
  });

  it("prerenders its page", () => {
    expect(prerenderPathsFor(index)).toContain(articlePath(FOURTH));
  });

  it("puts it in the feed", () => {
    const feed = blogFeed(index, "https://www.example.co.za");
    expect(feed.match(/<item>/g)).toHaveLength(published.length + 1);
    expect(feed).toContain(
      `<link>https://www.example.co.za/blog/${FOURTH}</link>`,
    );
  });

  it("hands it to the app through the Vite plugin's index module", async () => {
    const plugin = articlesPlugin({ dir }).find(
      (p) => p.name === "khanyisa:article-index",
    ) as Plugin & { load: (id: string) => string };
    const code = plugin.load(RESOLVED_INDEX_ID);
    expect(code).toContain(`"id":"${FOURTH}"`);
    expect(code.startsWith("export const articles = ")).toBe(true);
  });

  it("lists it on the blog: in All Articles, and not in Featured as it is not featured", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <ArticleList
          heading={featuredSection}
          articles={index.filter((a) => a.featured)}
          featured
        />
        <ArticleList heading={archiveSection} articles={index} />
      </MemoryRouter>,
    );
    expect(html.match(new RegExp(`href="/blog/${FOURTH}"`, "g"))).toHaveLength(
      1,
    );
  });

  it("fails the build with the file and field when its cover image is missing", () => {
    // The other tests of this group read the valid file: put it back after.
    onTestFinished(() =>
      writeFileSync(path.join(dir, `${FOURTH}.mdx`), fourthArticle),
    );
    writeFileSync(
      path.join(dir, `${FOURTH}.mdx`),
      fourthArticle.replace(cover, "/images/blog/missing.svg"),
    );
    expect(() => loadArticleIndex(dir)).toThrow(
      `${FOURTH}.mdx: field "image.src" names /images/blog/missing.svg, but public/images/blog/missing.svg does not exist.`,
    );
  });
});

describe("the shipped cover images", () => {
  it.each(loadArticleIndex().map((a) => [a.id, a] as const))(
    "%s has a cover whose size the index reads from its file (an SVG one with a title)",
    (_id, article) => {
      const file = readFileSync(
        path.join(ARTICLES_DIR, "../../public", article.image.src),
      );
      const { width, height } = article.image;
      if (article.image.src.endsWith(".svg")) {
        const svg = file.toString("utf8");
        expect(svg).toContain(`width="${width}" height="${height}"`);
        expect(svg).toMatch(/<title>[^<]+<\/title>/);
      } else {
        const raster = imageSize(file);
        expect([raster.width, raster.height]).toEqual([width, height]);
      }
    },
  );
});
