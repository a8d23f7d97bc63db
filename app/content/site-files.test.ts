import { existsSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { loadArticleIndex } from "./blog/article-files.server";
import { identity } from "./identity";
import { legalPath, legalSlugs } from "./legal";
import { articleMeta, blogMeta } from "./blog-meta";
import homePageFile from "../../content/pages/home.json" with { type: "json" };
import { homeMeta, namedPageMeta } from "./page-meta";
import { pages } from "./pages";
import { robotsTxt, sitemapXml, webManifest } from "./site-files";
import { caseStudies } from "./case-studies";
import { articlePath, pagePaths, caseStudyPath } from "./site-map";
import { pageCopy } from "./page-copy";

const homePage = pageCopy(homePageFile);

const articles = loadArticleIndex();
const site = "https://www.example.co.za";

describe("sitemapXml", () => {
  const xml = sitemapXml(articles, site);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it("lists every indexable page once, with absolute URLs, and not the fallback", () => {
    expect(locs).toEqual([
      ...pagePaths.map((p) => `${site}${p}`),
      ...caseStudies.map((s) => `${site}${caseStudyPath(s.id)}`),
      ...articles.map((a) => `${site}${articlePath(a.id)}`),
      ...legalSlugs.map((s) => `${site}${legalPath(s)}`),
    ]);
    expect(locs).not.toContain(`${site}/`);
  });

  it("dates each article and the blog listing", () => {
    for (const article of articles)
      expect(xml).toContain(
        `<loc>${site}${articlePath(article.id)}</loc>\n    <lastmod>${article.publishDate}</lastmod>`,
      );
    expect(xml).toContain(
      `<loc>${site}/blog</loc>\n    <lastmod>${articles[0]?.publishDate}</lastmod>`,
    );
  });
});

describe("robotsTxt", () => {
  it("allows crawling and names the sitemap", () => {
    expect(robotsTxt(site)).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`,
    );
  });
});

describe("webManifest", () => {
  it("names the company, starts at /home and lists icons the site serves", () => {
    expect(webManifest()).toMatchObject({
      name: identity.name,
      start_url: "/home",
      scope: "/",
    });
    for (const { src } of webManifest().icons)
      expect(existsSync(`public${src}`), src).toBe(true);
  });
});

const ldJson = (meta: ReturnType<typeof blogMeta>) => {
  const tag = meta.find((m) => "script:ld+json" in m) as
    { "script:ld+json": { "@graph": { "@type": string }[] } } | undefined;
  if (!tag) throw new Error("no JSON-LD");
  return tag["script:ld+json"];
};

describe("page meta", () => {
  it("keeps the spec's titles, and names every other page before the company", () => {
    expect(homeMeta()[0]).toEqual({
      title: `${homePage.name} | ${identity.name}`,
    });
    expect(blogMeta()[0]).toEqual({
      title: `${pages.blog.name} | ${identity.name}`,
    });
    const [article] = articles;
    expect(articleMeta(article)[0]).toEqual({
      title: `${article?.title} | ${identity.name}`,
    });
  });

  it("puts Organization and WebSite on the home page, a breadcrumb elsewhere", () => {
    const [organization, website] = ldJson(homeMeta())["@graph"];
    expect([organization?.["@type"], website?.["@type"]]).toEqual([
      "Organization",
      "WebSite",
    ]);
    // Dialled as E.164, in the form search engines read; founded as a date's year.
    expect(organization).toMatchObject({
      telephone: expect.stringMatching(/^\+\d{8,15}$/),
      foundingDate: String(identity.founded),
    });
    expect(
      ldJson(namedPageMeta("services", pages.services))["@graph"].map(
        (e) => e["@type"],
      ),
    ).toEqual(["BreadcrumbList"]);
    const [trail, posting] = ldJson(articleMeta(articles[0]))["@graph"];
    expect([trail?.["@type"], posting?.["@type"]]).toEqual([
      "BreadcrumbList",
      "BlogPosting",
    ]);
    const steps = (trail as { itemListElement?: { position: number }[] })
      .itemListElement;
    expect(steps?.map((step) => step.position)).toEqual([1, 2, 3]);
    expect(posting).toMatchObject({
      author: { "@type": "Organization", name: articles[0]?.author },
      publisher: { "@id": `${identity.siteUrl}/#organization` },
    });
  });

  it("shares an article with its JPEG cover", () => {
    const [article] = articles;
    const image = articleMeta(article).find(
      (m) => "property" in m && m.property === "og:image",
    );
    expect(image).toEqual({
      property: "og:image",
      content: `${identity.siteUrl}${article?.image.src.replace(/\.svg$/, ".jpg")}`,
    });
  });
});
