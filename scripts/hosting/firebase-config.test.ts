import { describe, expect, it } from "vitest";

import {
  ASSET_EXTENSIONS,
  contentSecurityPolicy,
  missingPathResponse,
  type HostingFacts,
} from "../../server/hosting-rules.mjs";
import { firebaseConfig, pageLikePathRegex } from "./firebase-config.mjs";

const facts: HostingFacts = {
  analytics: false,
  pages: [
    { path: "/home", file: "home/index.html", scriptHashes: ["'sha256-h='"] },
    {
      path: "/blog/an-article",
      file: "blog/an-article/index.html",
      scriptHashes: ["'sha256-a='"],
    },
  ],
  fallbackScriptHashes: ["'sha256-f='"],
};

type Header = { key: string; value: string };
type Rule = { source: string; headers: Header[] };

/** The headers Firebase sends for a path: every matching rule applies, the last one wins. */
function headersFor(rules: Rule[], path: string) {
  const matches = (source: string) =>
    source === "**" ||
    source === path ||
    (source.endsWith("/**") && path.startsWith(source.slice(0, -2)));
  const result: Record<string, string> = {};
  for (const rule of rules.filter((r) => matches(r.source)))
    for (const { key, value } of rule.headers) result[key] = value;
  return result;
}

describe("firebaseConfig", () => {
  const { hosting } = firebaseConfig(facts);

  it("serves the client folder with clean URLs and no trailing slash", () => {
    expect(hosting.public).toBe("client");
    expect(hosting.cleanUrls).toBe(true);
    expect(hosting.trailingSlash).toBe(false);
    expect(hosting.ignore).toEqual(
      expect.arrayContaining(["**/*.br", "**/*.gz"]),
    );
  });

  it("redirects / and /index.html to /home for good", () => {
    expect(hosting.redirects).toEqual([
      { source: "/", destination: "/home", type: 301 },
      { source: "/index.html", destination: "/home", type: 301 },
    ]);
  });

  it("sends unknown pages, but not missing files, to the fallback page", () => {
    expect(hosting.rewrites).toHaveLength(1);
    const [rewrite] = hosting.rewrites;
    expect(rewrite?.destination).toBe("/index.html");
    // superstatic reads the regex as JavaScript with the u flag when RE2 is missing.
    const pattern = new RegExp(rewrite?.regex ?? "$^", "u");
    for (const page of [
      "/no-such-page",
      "/blog/no-such-article",
      "/a/b/c",
      "/about.html",
      "/old-page.php",
      "/x/index.aspx",
      "/Default.ASPX",
      "/blog/v1.2-release",
    ])
      expect(pattern.test(page), page).toBe(true);
    for (const file of [
      "/assets/missing.js",
      "/missing.css",
      "/images/missing.png",
      "/IMAGES/MISSING.PNG",
      "/favicon.ico",
      "/x/y.png",
      "/blog/no-such-article.data",
      "/assets/app-1.js.map",
    ])
      expect(pattern.test(file), file).toBe(false);
  });

  it("tells pages from assets exactly as the rules do", () => {
    const pattern = new RegExp(hosting.rewrites[0]?.regex ?? "$^", "u");
    const names = ["page", "about", "a.b", ""];
    const extensions = [
      ...ASSET_EXTENSIONS,
      ...ASSET_EXTENSIONS.map((e) => e.toUpperCase()),
      // Each listed extension cut short and run on, and types no page loads.
      ...ASSET_EXTENSIONS.flatMap((e) => [e.slice(0, -1), `${e}x`, `x${e}`]),
      ...["html", "htm", "php", "aspx", "asp", "jsp", "cfm", "pdf", "Js2"],
    ];
    for (const name of names)
      for (const extension of extensions)
        for (const folder of ["/", "/blog/", "/a.js/"]) {
          const path = `${folder}${name}.${extension}`;
          expect(pattern.test(path), path).toBe(
            missingPathResponse(path).status === 302,
          );
        }
  });

  it("writes the pattern in RE2's syntax: no look-around, flags or back-references", () => {
    const regex = pageLikePathRegex(ASSET_EXTENSIONS);
    expect(regex).not.toMatch(/\(\?[=!<i]|\\\d/);
    expect(() => pageLikePathRegex(["j.s"])).toThrow(/Unexpected/);
  });

  it("gives each page its own policy, and everything else the fallback's", () => {
    const rules = hosting.headers as Rule[];
    const home = headersFor(rules, "/home");
    expect(home["Content-Security-Policy"]).toBe(
      contentSecurityPolicy({
        scriptHashes: ["'sha256-h='"],
        analytics: false,
      }),
    );
    expect(home["Cache-Control"]).toBe("no-cache");
    expect(home["X-Content-Type-Options"]).toBe("nosniff");
    expect(
      headersFor(rules, "/blog/an-article")["Content-Security-Policy"],
    ).toContain("'sha256-a='");
    const unknown = headersFor(rules, "/no-such-page");
    expect(unknown["Content-Security-Policy"]).toContain("'sha256-f='");
  });

  it("caches hashed assets for a year, with the security headers", () => {
    const asset = headersFor(hosting.headers as Rule[], "/assets/app-1.js");
    expect(asset["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(asset["Strict-Transport-Security"]).toMatch(/^max-age=/);
  });
});
