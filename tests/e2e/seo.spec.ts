import type { APIRequestContext, Page } from "@playwright/test";
import { imageSize } from "image-size";

import { articleShareImage } from "../../app/content/share-pictures";
import { expect, test } from "./fixtures";
import { articles, identity, routes } from "./site";

/**
 * What search engines and link previews read, parsed as they parse it: the head of every
 * prerendered page, the sitemap, robots.txt, the web manifest and the feed.
 */

const site = identity.siteUrl;
const pathOf = (url: string) => {
  expect(url.startsWith(`${site}/`), `${url} is on ${site}`).toBe(true);
  return url.slice(site.length);
};

interface Head {
  canonical: string | null;
  meta: Record<string, string>;
  jsonLd: unknown[];
}

/** The head of a page's HTML as the server sends it, parsed without running it. */
async function readHead(page: Page, html: string): Promise<Head> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    const meta: Record<string, string> = {};
    for (const tag of doc.head.querySelectorAll("meta[property], meta[name]"))
      meta[tag.getAttribute("property") ?? tag.getAttribute("name") ?? ""] =
        tag.getAttribute("content") ?? "";
    return {
      canonical:
        doc.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ??
        null,
      meta,
      jsonLd: [
        ...doc.querySelectorAll('script[type="application/ld+json"]'),
      ].map((script) => JSON.parse(script.textContent ?? "")),
    };
  }, html);
}

/** Parses XML in the browser; fails on any parse error. */
async function parseXml(page: Page, xml: string, select: string) {
  return page.evaluate(
    ([source, selector]) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      if (doc.querySelector("parsererror"))
        throw new Error(doc.querySelector("parsererror")?.textContent ?? "");
      return {
        root: doc.documentElement.nodeName,
        namespace: doc.documentElement.namespaceURI,
        version: doc.documentElement.getAttribute("version"),
        items: [...doc.querySelectorAll(selector)].map((node) =>
          Object.fromEntries(
            [...node.children].map((child) => [
              child.nodeName,
              child.textContent ?? "",
            ]),
          ),
        ),
      };
    },
    [xml, select] as const,
  );
}

/** Width and height of an image the server sends with the given type. */
async function servedImageSize(
  request: APIRequestContext,
  path: string,
  type: "image/png" | "image/jpeg",
) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"], path).toBe(type);
  const { width, height } = imageSize(await response.body());
  return [width, height];
}
const pngSize = (request: APIRequestContext, path: string) =>
  servedImageSize(request, path, "image/png");
const jpegSize = (request: APIRequestContext, path: string) =>
  servedImageSize(request, path, "image/jpeg");

type Entity = Record<string, unknown> & { "@type": string };
const graph = (head: Head) =>
  head.jsonLd.flatMap(
    (block) => (block as { "@graph": Entity[] })["@graph"] ?? [],
  );

test("every page carries its description, canonical URL, cards and JSON-LD", async ({
  page,
  request,
}) => {
  for (const route of routes) {
    const html = await (await request.get(route.path)).text();
    const head = await readHead(page, html);
    const url = `${site}${route.path}`;
    expect(head.canonical, route.path).toBe(url);
    expect(head.meta.description?.length, route.path).toBeGreaterThan(40);
    expect(head.meta["og:url"]).toBe(url);
    expect(head.meta["og:title"]).toBeTruthy();
    expect(head.meta["og:description"]).toBe(head.meta.description);
    expect(head.meta["og:site_name"]).toBe(identity.name);
    expect(head.meta["twitter:card"]).toBe("summary_large_image");
    expect(head.meta["twitter:image"]).toBe(head.meta["og:image"]);
    expect(head.meta["og:image:alt"]).toBeTruthy();
    const image = head.meta["og:image"] ?? "";
    expect(await jpegSize(request, pathOf(image))).toEqual([
      Number(head.meta["og:image:width"]),
      Number(head.meta["og:image:height"]),
    ]);

    const types = graph(head).map((entity) => entity["@type"]);
    if (route.path === "/home") {
      expect(types).toEqual(["Organization", "WebSite"]);
    } else {
      expect(types[0], route.path).toBe("BreadcrumbList");
      const trail = graph(head)[0]?.itemListElement as { item: string }[];
      expect(trail[0]?.item).toBe(`${site}/home`);
      expect(trail.at(-1)?.item).toBe(url);
    }
  }
});

test("the home page describes the company, with its address and contact point", async ({
  page,
  request,
}) => {
  const head = await readHead(page, await (await request.get("/home")).text());
  const [organization, website] = graph(head);
  expect(organization).toMatchObject({
    "@type": "Organization",
    name: identity.name,
    legalName: identity.legalName,
    email: identity.email,
    address: {
      "@type": "PostalAddress",
      addressLocality: identity.address.locality,
      postalCode: identity.address.postalCode,
      addressCountry: "ZA",
    },
    contactPoint: { "@type": "ContactPoint", email: identity.email },
  });
  expect(website).toMatchObject({
    "@type": "WebSite",
    url: `${site}/home`,
    publisher: { "@id": organization?.["@id"] },
  });
  const logo = (organization?.logo as { url: string }).url;
  expect(await pngSize(request, pathOf(logo))).toEqual([512, 512]);
});

test("each article has its own share card and BlogPosting", async ({
  page,
  request,
}) => {
  for (const article of articles) {
    const path = `/blog/${article.id}`;
    const head = await readHead(page, await (await request.get(path)).text());
    expect(head.meta["og:type"]).toBe("article");
    expect(head.meta["og:title"]).toBe(article.title);
    expect(head.meta["og:image"]).toBe(
      `${site}${articleShareImage(article.image).src}`,
    );
    expect(head.meta["article:published_time"]).toBe(article.publishDate);
    const posting = graph(head).find((e) => e["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: article.title,
      description: article.excerpt,
      datePublished: article.publishDate,
      mainEntityOfPage: `${site}${path}`,
      image: [head.meta["og:image"]],
    });
  }
});

test("sitemap.xml lists every page, absolute, with lastmod for articles, and no fallback", async ({
  page,
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const sitemap = await parseXml(page, await response.text(), "url");
  expect(sitemap.root).toBe("urlset");
  expect(sitemap.namespace).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  const locs = sitemap.items.map((item) => item.loc ?? "");
  expect([...locs].sort()).toEqual(
    routes.map((route) => `${site}${route.path}`).sort(),
  );
  expect(locs).not.toContain(`${site}/`);
  for (const article of articles) {
    const entry = sitemap.items.find(
      (item) => item.loc === `${site}/blog/${article.id}`,
    );
    expect(entry?.lastmod).toBe(article.publishDate);
  }
  for (const loc of locs)
    expect((await request.get(pathOf(loc), { maxRedirects: 0 })).status()).toBe(
      200,
    );
});

test("every page in the sitemap has a title and a share heading of its own", async ({
  page,
  request,
}) => {
  const sitemap = await parseXml(
    page,
    await (await request.get("/sitemap.xml")).text(),
    "url",
  );
  const heads: { loc: string; title: string; share?: string }[] = [];
  for (const { loc = "" } of sitemap.items) {
    const html = await (await request.get(pathOf(loc))).text();
    const title = await page.evaluate(
      (source) => new DOMParser().parseFromString(source, "text/html").title,
      html,
    );
    heads.push({
      loc,
      title,
      share: (await readHead(page, html)).meta["og:title"],
    });
  }
  expect(heads.length).toBe(routes.length);
  const repeated = (key: "title" | "share") =>
    heads.filter(
      (head, index) => heads.findIndex((h) => h[key] === head[key]) !== index,
    );
  expect(repeated("title")).toEqual([]);
  expect(repeated("share")).toEqual([]);
  // Each names the company after the page, so a tab or a search result says whose it is.
  for (const { loc, title } of heads)
    expect(title, loc).toMatch(
      new RegExp(`^.+ \\| ${RegExp.escape(identity.name)}$`),
    );
});

test("robots.txt lets crawlers in and points at the sitemap", async ({
  request,
}) => {
  const lines = (await (await request.get("/robots.txt")).text()).split("\n");
  expect(lines).toContain("User-agent: *");
  expect(lines).not.toContain("Disallow: /");
  expect(lines).toContain(`Sitemap: ${site}/sitemap.xml`);
});

test("the web manifest names the site and its icons exist at their sizes", async ({
  page,
  request,
}) => {
  await page.goto("/home");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = await (await request.get(href ?? "")).json();
  expect(manifest).toMatchObject({
    name: identity.name,
    start_url: "/home",
    display: "standalone",
  });
  // The page's and the manifest's theme colour: the design tokens' one.
  const themeColor = await page
    .locator('meta[name="theme-color"]')
    .getAttribute("content");
  expect(themeColor).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.theme_color).toBe(themeColor);
  expect(
    (await request.get(manifest.start_url, { maxRedirects: 0 })).status(),
  ).toBe(200);
  const icons = manifest.icons as {
    src: string;
    sizes: string;
    type: string;
    purpose?: string;
  }[];
  expect(icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  for (const icon of icons.filter((i) => i.type === "image/png")) {
    const [width, height] = icon.sizes.split("x").map(Number);
    expect(await pngSize(request, icon.src)).toEqual([width, height]);
  }
  for (const link of ['link[rel="apple-touch-icon"]', 'link[rel="icon"]']) {
    for (const iconHref of await page
      .locator(link)
      .evaluateAll((els) => els.map((el) => el.getAttribute("href") ?? "")))
      expect((await request.get(iconHref)).status(), iconHref).toBe(200);
  }
  expect(
    await pngSize(
      request,
      (await page
        .locator('link[rel="apple-touch-icon"]')
        .getAttribute("href")) ?? "",
    ),
  ).toEqual([180, 180]);
});

test("the RSS feed is valid XML listing every article with absolute links", async ({
  page,
  request,
}) => {
  const feed = await parseXml(
    page,
    await (await request.get("/blog/rss.xml")).text(),
    "channel > item",
  );
  expect([feed.root, feed.version]).toEqual(["rss", "2.0"]);
  expect(feed.items.map((item) => item.title)).toEqual(
    articles.map((article) => article.title),
  );
  for (const item of feed.items) {
    expect(item.guid).toBe(item.link);
    expect(
      (
        await request.get(pathOf(item.link ?? ""), { maxRedirects: 0 })
      ).status(),
    ).toBe(200);
    expect(Number.isNaN(Date.parse(item.pubDate ?? ""))).toBe(false);
  }
});
