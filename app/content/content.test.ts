import { describe, expect, it } from "vitest";
import { z } from "zod";

import { loadArticleIndex } from "./blog/article-files.server";
import { articles } from "./blog/articles";
import { clients } from "./clients";
import { readSiteUrl } from "../lib/site-url";
import { identity } from "./identity";
import { legalPath, legalSlugs } from "./legal";
import {
  footerInsightLinks,
  footerQuickLinks,
  getStartedLink,
  menuItems,
} from "./navigation";
import { pages } from "./pages";
import { articleFrontMatterSchema } from "./blog/article-index";
import {
  clientSchema,
  identitySchema,
  linkSchema,
  menuItemSchema,
  pageContentSchema,
} from "./schemas";
import { caseStudies } from "./case-studies";
import { caseStudyPath } from "./case-studies/paths";
import { articlePath, blogFeedPath, pagePaths } from "./site-map";
import { prerenderPathsFor } from "./site-pages";

const prerenderPaths = prerenderPathsFor(loadArticleIndex());

describe("identity", () => {
  it("matches its schema", () => {
    expect(() => identitySchema.parse(identity)).not.toThrow();
  });

  it("takes the site's origin from SITE_URL", () => {
    expect(identity.siteUrl).toBe(readSiteUrl(process.env.SITE_URL));
  });
});

describe("navigation", () => {
  it("lists valid menu items and footer links (their order: spec-rules.test.ts)", () => {
    z.array(menuItemSchema).parse(menuItems);
    z.array(linkSchema).parse([...footerQuickLinks, ...footerInsightLinks]);
  });

  it("sends Get started to a page of the index (or a section of it)", () => {
    expect(pagePaths).toContain(getStartedLink.route.split("#")[0]);
  });
});

describe("pages", () => {
  it.each(Object.entries(pages))("%s matches its schema", (_key, page) => {
    expect(() => pageContentSchema.parse(page)).not.toThrow();
  });
});

describe("articles", () => {
  it("match their schema and have unique ids, each cover with its file's size", () => {
    for (const { image, ...article } of articles) {
      const { width, height, ...cover } = image;
      articleFrontMatterSchema.parse({ ...article, image: cover });
      expect(width, image.src).toBeGreaterThan(0);
      expect(height, image.src).toBeGreaterThan(0);
    }
    expect(new Set(articles.map((article) => article.id)).size).toBe(
      articles.length,
    );
  });

  it("are the same in the app as in Node (config, feed, tests)", () => {
    expect(articles).toEqual(loadArticleIndex());
  });
});

describe("prerendered paths", () => {
  it("hold every page, case study, article, the feed, the legal documents and the crawler files, once, and leave / to the fallback page", () => {
    expect(prerenderPaths).toEqual([
      ...pagePaths,
      ...caseStudies.map((s) => caseStudyPath(s.id)),
      ...articles.map((a) => articlePath(a.id)),
      blogFeedPath,
      ...legalSlugs.map(legalPath),
      "/sitemap.xml",
      "/robots.txt",
      "/manifest.webmanifest",
    ]);
    expect(new Set(prerenderPaths).size).toBe(prerenderPaths.length);
    expect(prerenderPaths).not.toContain("/");
  });

  it("include every menu destination", () => {
    for (const item of menuItems) expect(prerenderPaths).toContain(item.route);
  });
});

describe("clients", () => {
  it("are each valid and named once", () => {
    z.array(clientSchema).parse(clients);
    expect(new Set(clients.map((client) => client.name)).size).toBe(
      clients.length,
    );
  });
});
