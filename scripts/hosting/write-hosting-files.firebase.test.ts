import { describe, expect, it } from "vitest";

import {
  ASSET_EXTENSIONS,
  contentSecurityPolicy,
  missingPathResponse,
  type HostingFacts,
} from "../../server/hosting-rules.ts";
import { firebaseConfig, hashedAssetsRegex } from "./write-hosting-files.ts";

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
type Rule = { source?: string; regex?: string; headers: Header[] };

/**
 * The headers Firebase sends for a path, whether a file is there or not (a 404 too): every
 * matching rule applies, the last one wins. A rule's source is an exact path or a regex: a glob's
 * `**` would skip dot segments (/.env), so the config has none.
 */
function headersFor(rules: Rule[], path: string) {
  const matches = ({ source, regex }: Rule) => {
    if (regex !== undefined) return new RegExp(regex, "u").test(path);
    if (source?.includes("*")) throw new Error(`A glob rule: ${source}`);
    return source === path;
  };
  const result: Record<string, string> = {};
  for (const rule of rules.filter(matches))
    for (const { key, value } of rule.headers) result[key] = value;
  return result;
}

const hashedAssets = [
  "assets/app-1.js",
  "assets/app-1.js.br",
  "assets/app-1.js.gz",
  "assets/root-Ab_c-9.css",
  "assets/fonts/jakarta-x1.woff2",
];

describe("firebaseConfig", () => {
  const { hosting } = firebaseConfig(facts, hashedAssets);

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

  /** What Firebase serves for a path it has no file for: the first matching rewrite's file. */
  const rewriteOf = (path: string) =>
    hosting.rewrites.find(({ regex }) => new RegExp(regex, "u").test(path))
      ?.destination;

  it("sends unknown pages, but not missing files, to the fallback page", () => {
    for (const page of [
      "/no-such-page",
      "/blog/no-such-article",
      "/a/b/c",
      "/a.js/",
      "/about.html",
      "/old-page.php",
      "/x/index.aspx",
      "/Default.ASPX",
      "/blog/v1.2-release",
      "/a%0Ab",
      "/a\nb",
    ])
      expect(rewriteOf(page), page).toBe("/index.html");
    for (const file of [
      "/assets/missing.js",
      "/missing.css",
      "/images/missing.png",
      "/IMAGES/MISSING.PNG",
      "/favicon.ico",
      "/x/y.png",
      "/.js",
      "/blog/no-such-article.data",
      "/assets/app-1.js.map",
    ])
      // A dot file, which is never uploaded: Firebase answers 404.
      expect(rewriteOf(file), file).toMatch(/^\/\.[^/]+$/);
    expect(hosting.ignore).toContain("**/.*");
  });

  it("tells pages from assets exactly as the rules do", () => {
    const extensions = [
      ...ASSET_EXTENSIONS,
      ...ASSET_EXTENSIONS.map((e) => e.toUpperCase()),
      // Each listed extension cut short and run on, and types no page loads.
      ...ASSET_EXTENSIONS.flatMap((e) => [e.slice(0, -1), `${e}x`, `x${e}`]),
      ...["html", "htm", "php", "aspx", "asp", "jsp", "cfm", "pdf", "Js2"],
    ];
    for (const name of ["page", "about", "a.b", ""])
      for (const extension of extensions)
        for (const folder of ["/", "/blog/", "/a.js/"]) {
          const path = `${folder}${name}.${extension}`;
          expect(rewriteOf(path) === "/index.html", path).toBe(
            missingPathResponse(path).status === 302,
          );
        }
  });

  it("writes every pattern in RE2's syntax: no look-around, flags or back-references", () => {
    for (const { regex } of [
      ...hosting.rewrites,
      ...(hosting.headers as Rule[]),
    ])
      expect(regex ?? "").not.toMatch(/\(\?[=!<i]|\\\d/);
  });

  it("gives each page its own policy, and everything else the fallback's", () => {
    const rules = hosting.headers as Rule[];
    const home = headersFor(rules, "/home");
    expect(home["Content-Security-Policy"]).toBe(
      contentSecurityPolicy(["'sha256-h='"], false),
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
    for (const path of [
      "/assets/app-1.js",
      "/assets/root-Ab_c-9.css",
      "/assets/fonts/jakarta-x1.woff2",
    ]) {
      const asset = headersFor(hosting.headers as Rule[], path);
      expect(asset["Cache-Control"], path).toBe(
        "public, max-age=31536000, immutable",
      );
      expect(asset["Strict-Transport-Security"]).toMatch(/^max-age=/);
    }
  });

  it("never caches a missing asset's 404 as immutable", () => {
    // Firebase gives a 404 the headers of its path: only the build's own files are immutable.
    for (const path of [
      "/assets/missing-123.js",
      "/assets/app-2.js",
      "/assets/app-1xjs",
      "/assets/app-1.js.map",
      "/assets/app-1.js.br",
      "/assets/fonts/",
      "/assets/",
    ])
      expect(
        headersFor(hosting.headers as Rule[], path)["Cache-Control"],
        path,
      ).toBe("no-cache");
  });

  it("sends CORP and the preload-ready HSTS on every response, dot-prefixed paths too", () => {
    for (const path of [
      "/home",
      "/assets/app-1.js",
      "/missing",
      "/",
      "/.env",
      "/blog/.x",
      "/.well-known/x",
      "/assets/.hidden",
      "/a%0Ab",
      "/a\nb",
    ]) {
      const headers = headersFor(hosting.headers as Rule[], path);
      expect(headers["Cross-Origin-Resource-Policy"], path).toBe("same-origin");
      expect(headers["Strict-Transport-Security"], path).toBe(
        "max-age=63072000; includeSubDomains; preload",
      );
    }
  });
});

describe("hashedAssetsRegex", () => {
  it("names exactly the uploaded files, in RE2's syntax", () => {
    const regex = hashedAssetsRegex(hashedAssets) ?? "";
    expect(regex).toBe(
      "^/assets/(?:app-1\\.js|fonts/jakarta-x1\\.woff2|root-Ab_c-9\\.css)$",
    );
    expect(regex).not.toMatch(/\(\?[=!<i]|\\\d/);
  });

  it("adds no rule for a build without assets, and refuses a name it cannot write", () => {
    expect(hashedAssetsRegex([])).toBeNull();
    expect(firebaseConfig(facts).hosting.headers).toHaveLength(
      1 + facts.pages.length,
    );
    for (const file of ["assets/a b.js", "assets/a+b.js", "images/x.png"])
      expect(() => hashedAssetsRegex([file]), file).toThrow(/Unexpected/);
  });
});
