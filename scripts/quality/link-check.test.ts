import { afterAll, describe, expect, it } from "vitest";

import {
  brokenBuild,
  goodBuild,
  page,
  removeBuilds,
  SITE_URL,
  writeBuild,
} from "./build-test-kit.ts";
import { checkLinks } from "./check-build.ts";

afterAll(removeBuilds);

const check = (dir: string) => checkLinks(dir, SITE_URL);
const homeWith = (body: string, head = "") =>
  page({ title: "Home", head, body: `<h1>Home</h1>${body}` });

// Each test serves a build with `npm start`'s server and crawls it: a second or two on busy cores.
describe("checkLinks", { timeout: 30_000 }, () => {
  it("finds nothing wrong in a good build", async () => {
    const report = await check(writeBuild(goodBuild()));
    expect(report.problems).toEqual([]);
    // The pages, their links, images, scripts, stylesheet, icons, and the stylesheet's url()s.
    expect(report.checked).toBeGreaterThanOrEqual(14);
  });

  it("names the page and each broken link, file, redirect and #fragment on it", async () => {
    const report = await check(
      brokenBuild({
        "home/index.html": homeWith(
          `<p><a href="/servces">Services</a> <a href="/about/">About</a>
<a href="#contact-form">Form</a> <a href="/about#leadership">Leaders</a></p>
<img src="/images/gone.png" alt="Gone">`,
          `<meta property="og:image" content="${SITE_URL}/images/gone-share.png">`,
        ),
        "assets/app.css": "body{background:url(/images/gone.svg)}",
      }),
    );
    expect(
      report.problems.map(({ source, reference, problem }) =>
        [source, reference, problem].join(": "),
      ),
    ).toEqual([
      "/assets/app.css: /images/gone.svg: the server answers 404: no such file in the build",
      "/home: /about/: redirects (301 → /about): link to the final address",
      "/home: /about#leadership: no element with id “leadership” on that page",
      "/home: /home#contact-form: no element with id “contact-form” on that page",
      "/home: /images/gone-share.png: the server answers 404: no such file in the build",
      "/home: /images/gone.png: the server answers 404: no such file in the build",
      "/home: /servces: redirects (302 → /home): no such page in the build",
    ]);
  });

  it("reports a page of the sitemap the build lacks", async () => {
    const report = await check(
      brokenBuild({
        "sitemap.xml": `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${SITE_URL}/home</loc></url><url><loc>${SITE_URL}/gone</loc></url></urlset>`,
      }),
    );
    expect(report.problems).toEqual([
      {
        source: "sitemap.xml",
        reference: "/gone",
        problem: "redirects (302 → /home): no such page in the build",
      },
    ]);
  });

  it("never fetches another site, but refuses links to it that are not https, mailto: or tel:", async () => {
    const report = await check(
      brokenBuild({
        "home/index.html": homeWith(
          `<p><a href="https://example.org/">ok</a> <a href="mailto:info@khanyisa.example">ok</a>
<a href="tel:+27100000000">ok</a> <a href="http://example.org/">plain http</a>
<a href="javascript:void(0)">script</a> <a href="https://exa mple.org">space</a></p>`,
        ),
      }),
    );
    expect(
      report.problems.map(({ reference, problem }) => [reference, problem]),
    ).toEqual([
      ["http://example.org/", "use https"],
      ["https://exa mple.org", "not a valid URL"],
      ["javascript:void(0)", "javascript: links are not allowed"],
    ]);
  });
});
