import { describe, expect, it } from "vitest";

import { loadArticleIndex } from "./blog/article-files.server";
import { articles } from "./blog/articles";
import { readSiteUrl } from "../lib/site-url";
import { identity } from "./identity";
import { legalPath, legalSlugs } from "./legal";
import { getStartedLink, menuItems } from "./navigation";
import { caseStudies } from "./case-studies";
import {
  articlePath,
  blogFeedPath,
  pagePaths,
  caseStudyPath,
} from "./site-map";
import { prerenderPathsFor } from "./site-pages";

const prerenderPaths = prerenderPathsFor(loadArticleIndex());

describe("identity", () => {
  it("takes the site's origin from SITE_URL", () => {
    expect(identity.siteUrl).toBe(readSiteUrl(process.env.SITE_URL));
  });
});

describe("navigation", () => {
  it("sends Get started to a page of the index (or a section of it)", () => {
    expect(pagePaths).toContain(getStartedLink.route.split("#")[0]);
  });
});

describe("articles", () => {
  it("are the same in the app as in Node (config, feed, tests)", () => {
    expect(articles).toEqual(loadArticleIndex());
  });
});

describe("prerendered paths", () => {
  it("hold every page, case study, article, the feed, the legal documents and the crawler files, once, and leave / to the fallback page", () => {
    expect([...prerenderPaths].sort()).toEqual(
      [
        ...pagePaths,
        ...caseStudies.map((s) => caseStudyPath(s.id)),
        ...articles.map((a) => articlePath(a.id)),
        blogFeedPath,
        ...legalSlugs.map(legalPath),
        "/sitemap.xml",
        "/robots.txt",
        "/manifest.webmanifest",
      ].sort(),
    );
    expect(new Set(prerenderPaths).size).toBe(prerenderPaths.length);
    expect(prerenderPaths).not.toContain("/");
  });

  it("include every menu destination", () => {
    for (const item of menuItems) expect(prerenderPaths).toContain(item.route);
  });
});
