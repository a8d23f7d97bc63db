import { afterAll, describe, expect, it } from "vitest";

import {
  brokenBuild,
  goodBuild,
  page,
  removeBuilds,
  SITE_URL,
  writeBuild,
} from "./fake-build.ts";
import { crawlLinks, resolveSitePath } from "./link-crawl.mjs";

afterAll(removeBuilds);

const crawl = (dir: string) => crawlLinks(dir, { siteUrl: SITE_URL });
const homeWith = (body: string, head = "") =>
  page({ title: "Home", head, body: `<h1>Home</h1>${body}` });

describe("resolveSitePath", () => {
  const files = new Set(["home/index.html", "about/index.html", "a b.png"]);
  it("serves what the hosting rules serve, following their redirects", () => {
    const ok = (path: string) =>
      resolveSitePath(files, path, { redirects: true });
    expect(ok("/home")).toEqual({ file: "home/index.html" });
    expect(ok("/")).toEqual({ file: "home/index.html" });
    expect(ok("/about/")).toEqual({ file: "about/index.html" });
    expect(ok("/about/index.html")).toEqual({ file: "about/index.html" });
    expect(ok("/a%20b.png")).toEqual({ file: "a b.png" });
  });

  it("calls a path the build has no page or file for broken", () => {
    const resolve = (path: string) =>
      resolveSitePath(files, path, { redirects: true });
    expect(resolve("/no-such-page")).toEqual({
      problem: "no such page in the build (the server answers 302 → /home)",
    });
    expect(resolve("/missing.png")).toEqual({
      problem: "no such file in the build (404)",
    });
    expect(resolve("/%E0%A4%A")).toEqual({
      problem: "malformed percent-encoding",
    });
  });

  it("refuses redirects where the final URL is required", () => {
    expect(resolveSitePath(files, "/about/", { redirects: false })).toEqual({
      problem: "redirects (301 → /about); use the final URL",
    });
  });
});

describe("crawlLinks", () => {
  it("finds nothing wrong in a good build, having checked every kind of reference", () => {
    const report = crawl(writeBuild(goodBuild()));
    expect(report.problems).toEqual([]);
    expect(report.checked).toBeGreaterThanOrEqual(50);
  });

  it("reports a link to a page the build does not have", () => {
    const report = crawl(
      brokenBuild({
        "home/index.html": homeWith('<p><a href="/servces">Services</a></p>'),
      }),
    );
    expect(report.problems).toEqual([
      {
        source: "/home (line 15, <a>)",
        reference: "/servces",
        problem: "no such page in the build (the server answers 302 → /home)",
      },
    ]);
  });

  it("reports a missing image, in img src, srcset, og:image and the manifest", () => {
    const report = crawl(
      brokenBuild({
        "home/index.html": homeWith(
          '<img src="/images/gone.png" alt="Gone"><img src="/images/photo.png" srcset="/images/photo.png 1x, /images/gone@2x.png 2x" alt="Photo">',
          `<meta property="og:image" content="${SITE_URL}/images/gone-share.png">`,
        ),
        "icons/icon-192.png": undefined,
      }),
    );
    expect(
      report.problems.map((problem) => [problem.reference, problem.problem]),
    ).toEqual([
      [`${SITE_URL}/images/gone-share.png`, "no such file in the build (404)"],
      ["/images/gone.png", "no such file in the build (404)"],
      ["/images/gone@2x.png", "no such file in the build (404)"],
      ["/icons/icon-192.png", "no such file in the build (404)"],
    ]);
    expect(report.problems[3]?.source).toBe("manifest.webmanifest");
  });

  it("reports a #fragment with no element of that id, on the same page or another", () => {
    const report = crawl(
      brokenBuild({
        "home/index.html": homeWith(
          '<p><a href="#contact-form">Form</a> <a href="/about#leadership">Leaders</a> <a href="/about#team">Team</a></p>',
        ),
      }),
    );
    expect(
      report.problems.map((problem) => [problem.reference, problem.problem]),
    ).toEqual([
      ["#contact-form", 'no element with id "contact-form" in home/index.html'],
      [
        "/about#leadership",
        'no element with id "leadership" in about/index.html',
      ],
    ]);
  });

  it("reports missing files named by stylesheets, scripts, the sitemap, feed, robots.txt and service worker", () => {
    const report = crawl(
      brokenBuild({
        "assets/app.css": "body{background:url(/images/gone.svg)}",
        "assets/entry.js": 'export const later = () => import("./gone.js");',
        "sitemap.xml": `<urlset><url><loc>${SITE_URL}/gone</loc></url></urlset>`,
        "blog/rss.xml": `<rss><channel><link>${SITE_URL}/blog/gone</link></channel></rss>`,
        "robots.txt": `Sitemap: ${SITE_URL}/sitemap-gone.xml\n`,
        "sw.js": 'precache([{url:"/assets/gone.css",revision:null}]);',
      }),
    );
    expect(
      report.problems.map((problem) => [problem.source, problem.reference]),
    ).toEqual([
      ["assets/app.css", "/images/gone.svg"],
      ["assets/entry.js", "./gone.js"],
      ["blog/rss.xml", `${SITE_URL}/blog/gone`],
      ["robots.txt", `${SITE_URL}/sitemap-gone.xml`],
      ["sitemap.xml (<loc>)", `${SITE_URL}/gone`],
      ["sw.js (precache)", "/assets/gone.css"],
    ]);
  });

  it("requires canonical addresses on the site, without a redirect", () => {
    const report = crawl(
      brokenBuild({
        "home/index.html": homeWith(
          "",
          `<link rel="canonical" href="${SITE_URL}/home/"><meta property="og:url" content="https://other.example/home">`,
        ),
      }),
    );
    expect(report.problems.map((problem) => problem.problem)).toEqual([
      "redirects (301 → /home); use the final URL",
      `not on the site's origin ${SITE_URL}`,
    ]);
  });

  it("accepts external https, mailto: and tel:, and refuses other external URLs", () => {
    const report = crawl(
      brokenBuild({
        "home/index.html": homeWith(
          `<p><a href="https://example.org/">ok</a> <a href="mailto:info@khanyisa.example">ok</a>
<a href="tel:+27 10 000 0000">ok</a> <a href="http://example.org/">plain http</a>
<a href="javascript:void(0)">script</a> <a href="https://exa mple.org">space</a>
<a href="mailto:nobody">no address</a> <img src="data:image/gif;base64,R0lGOD" alt=""></p>`,
        ),
      }),
    );
    expect(
      report.problems.map((problem) => [problem.reference, problem.problem]),
    ).toEqual([
      ["http://example.org/", "external URL is not https"],
      ["javascript:void(0)", "javascript: URLs are not allowed"],
      ["https://exa mple.org", "not a valid URL"],
      ["mailto:nobody", "not a valid mailto: address"],
    ]);
  });
});

describe("crawlLinks on what does not parse", () => {
  it("reports a module, JSON-LD or manifest that does not parse instead of stopping", () => {
    const report = crawl(
      brokenBuild({
        "assets/shared.js": "export const = ;",
        "home/index.html": homeWith(
          "",
          '<script type="application/ld+json">{"url":</script>',
        ),
        "manifest.webmanifest": "{",
      }),
    );
    expect(
      report.problems.map((problem) => [problem.source, problem.reference]),
    ).toEqual([
      ["/home (line 10, <script>)", "JSON-LD"],
      ["assets/shared.js", "JavaScript module"],
      ["manifest.webmanifest", "web app manifest"],
    ]);
    expect(report.problems[1]?.problem).toMatch(/^does not parse: /);
  });
});
