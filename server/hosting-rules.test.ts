import { describe, expect, it } from "vitest";

import {
  contentSecurityPolicy,
  defaultHeaders,
  EDITOR_PATH,
  headersForPath,
  isAssetPath,
  missingPathResponse,
  redirectFor,
  securityHeaders,
  type HostingFacts,
} from "./hosting-rules.ts";

describe("redirectFor", () => {
  it("sends / and /index.html to /home for good", () => {
    expect(redirectFor("/", "")).toEqual({ status: 301, location: "/home" });
    expect(redirectFor("/index.html", "")).toEqual({
      status: 301,
      location: "/home",
    });
  });

  it("drops a trailing slash and keeps the query", () => {
    expect(redirectFor("/services/", "?ref=mail")).toEqual({
      status: 301,
      location: "/services?ref=mail",
    });
    expect(redirectFor("/blog//", "")).toEqual({
      status: 301,
      location: "/blog",
    });
  });

  it("drops index.html and repeated slashes, so each page has one URL", () => {
    expect(redirectFor("/services/index.html", "")).toEqual({
      status: 301,
      location: "/services",
    });
    expect(redirectFor("/blog//rss.xml", "")).toEqual({
      status: 301,
      location: "/blog/rss.xml",
    });
  });

  it("never redirects off the site", () => {
    expect(redirectFor("//evil.example/", "")).toEqual({
      status: 301,
      location: "/evil.example",
    });
    expect(redirectFor("//", "")).toEqual({ status: 301, location: "/home" });
  });

  it("leaves real paths alone", () => {
    expect(redirectFor("/home", "")).toBeNull();
    expect(redirectFor("/assets/root-abc.js", "")).toBeNull();
  });

  it("reads a trailing %2F as the slash it decodes to, so the page is one redirect away", () => {
    for (const [from, to] of [
      ["/home%2F", "/home"],
      ["/home%2f", "/home"],
      ["/home%2F%2F/", "/home"],
      ["/blog/%2F", "/blog"],
      ["/services%2Findex.html", "/services"],
      ["/%2F", "/home"],
    ] as const)
      expect(redirectFor(from, ""), from).toEqual({
        status: 301,
        location: to,
      });
    expect(redirectFor("/services%2F", "?x=1")).toEqual({
      status: 301,
      location: "/services?x=1",
    });
  });

  it("never answers with a Location a browser reads as another site, or as itself", () => {
    for (const path of HOSTILE_PATHS) {
      const redirect = redirectFor(path, "");
      if (!redirect) continue;
      expect(redirect.location, path).not.toMatch(/^[/\\]{2}|\\|%5c/i);
      expect(redirect.location, path).not.toBe(path);
      // One hop: the page it names answers without another redirect.
      expect(redirectFor(redirect.location, ""), path).toBeNull();
    }
  });

  it("gives no redirect to a path with a backslash, raw or encoded (refused with 400 first)", () => {
    for (const path of [
      "/\\evil.example",
      "/\\evil.example/",
      "/\\evil.example/index.html",
      "//\\evil.example/",
      "/%5Cevil.example/",
      "/%5cevil.example/index.html",
    ])
      expect(redirectFor(path, ""), path).toBeNull();
  });
});

/** Request paths a scanner or a mangled link might send, raw as they arrive. */
const HOSTILE_PATHS = [
  "//evil.example/",
  "///evil.example//",
  "/\\evil.example/",
  "/\\/evil.example/",
  "/%2Fevil.example%2F",
  "/%2F/evil.example/",
  "/%5Cevil.example/",
  "/home%2F",
  "/home/%2F/",
  "/a%2F%2Findex.html",
  "//index.html",
  "/x//index.html",
];

describe("missingPathResponse", () => {
  it("sends unknown pages home, temporarily", () => {
    expect(missingPathResponse("/no-such-page")).toEqual({
      status: 302,
      location: "/home",
    });
    expect(missingPathResponse("/blog/no-such-article")).toEqual({
      status: 302,
      location: "/home",
    });
  });

  it("answers 404 for anything missing under /assets/, whatever its name, as nginx does", () => {
    for (const pathname of [
      "/assets/no-extension",
      "/assets/..;/x",
      "/assets/a.php",
    ])
      expect(missingPathResponse(pathname), pathname).toEqual({ status: 404 });
  });

  it("answers 404 for a missing file", () => {
    expect(missingPathResponse("/assets/missing-123.js")).toEqual({
      status: 404,
    });
    expect(missingPathResponse("/favicon.ico")).toEqual({ status: 404 });
  });

  it("sends an old site's page home, whatever its extension", () => {
    for (const page of [
      "/about.html",
      "/old-page.php",
      "/x/index.aspx",
      "/Default.ASPX",
      "/contact.htm",
      "/cgi-bin/form.cgi",
      "/blog/v1.2-release",
      "/trailing-dot.",
    ])
      expect(missingPathResponse(page), page).toEqual({
        status: 302,
        location: "/home",
      });
  });

  it("answers 404 for every type of file a page loads, in any letter case", () => {
    for (const file of [
      "/assets/missing.js",
      "/missing.css",
      "/images/missing.png",
      "/IMAGES/MISSING.PNG",
      "/assets/app-1.js.map",
      "/fonts/x.woff2",
      "/blog/no-such-article.data",
      "/robots.txt",
      "/manifest.webmanifest",
      "/sitemap.xml.gz",
    ])
      expect(missingPathResponse(file), file).toEqual({ status: 404 });
  });
});

describe("isAssetPath", () => {
  it("reads the extension of the last segment only", () => {
    expect(isAssetPath("/x.js/page")).toBe(false);
    expect(isAssetPath("/page.html")).toBe(false);
    expect(isAssetPath("/a.b/c.min.js")).toBe(true);
    expect(isAssetPath("/js")).toBe(false);
  });
});

describe("Cache-Control", () => {
  const cacheControlFor = (path: string) =>
    headersForPath(path, {
      analytics: false,
      pages: [],
      fallbackScriptHashes: [],
    })["Cache-Control"];

  it("caches hashed assets for a year and revalidates everything else", () => {
    expect(cacheControlFor("/assets/root-abc.js")).toBe(
      "public, max-age=31536000, immutable",
    );
    for (const path of [
      "/home/index.html",
      "/favicon.svg",
      "/version.json",
      "/sw.js",
      "/sitemap.xml",
    ])
      // A stale version file or service worker would hide a new deploy.
      expect(cacheControlFor(path)).toBe("no-cache");
  });
});

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split("; ").map((d) => {
      const [name = "", ...values] = d.split(" ");
      return [name, values];
    }),
  );

describe("contentSecurityPolicy", () => {
  const hashes = ["'sha256-abc='", "'sha256-def='"];

  it("allows scripts only from the site and the page's hashes", () => {
    const policy = directives(contentSecurityPolicy(hashes, false));
    expect(policy["script-src"]).toEqual(["'self'", ...hashes]);
    expect(policy["default-src"]).toEqual(["'none'"]);
    expect(policy["style-src"]).toEqual(["'self'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["worker-src"]).toEqual(["'self'"]);
    expect(policy["connect-src"]).toEqual(["'self'"]);
    expect(policy["img-src"]).toEqual(["'self'"]);
  });

  it("never allows unsafe-inline, unsafe-eval or a whole scheme", () => {
    for (const analytics of [false, true]) {
      const policy = contentSecurityPolicy(hashes, analytics);
      expect(policy).not.toMatch(/unsafe-|\bhttps?:(?!\/\/)|\bdata:|\*(?!\.)/);
    }
  });

  it("names Google's analytics hosts only in a build with analytics", () => {
    const policy = directives(contentSecurityPolicy([], true));
    expect(policy["script-src"]).toEqual([
      "'self'",
      "https://www.googletagmanager.com",
    ]);
    expect(policy["connect-src"]).toContain("https://*.google-analytics.com");
    expect(policy["connect-src"]).toContain("https://*.analytics.google.com");
    expect(policy["img-src"]).toContain("https://*.google-analytics.com");
  });
});

describe("securityHeaders", () => {
  it("carries every header the issue names", () => {
    const headers = securityHeaders("default-src 'none'");
    expect(headers).toMatchObject({
      "Content-Security-Policy": "default-src 'none'",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cross-Origin-Opener-Policy": "same-origin",
    });
    expect(headers["Permissions-Policy"]).toMatch(/(^|, )camera=\(\)(, |$)/);
    expect(headers["Permissions-Policy"]).toMatch(/geolocation=\(\)/);
  });

  it("keeps every resource to the site's own pages (CORP)", () => {
    expect(securityHeaders("")["Cross-Origin-Resource-Policy"]).toBe(
      "same-origin",
    );
  });

  it("asks for HTTPS for two years, subdomains included, ready for the preload list", () => {
    const hsts = securityHeaders("")["Strict-Transport-Security"] ?? "";
    const parts = hsts.split(/;\s*/);
    expect(parts).toEqual(["max-age=63072000", "includeSubDomains", "preload"]);
    // hstspreload.org asks for at least a year.
    expect(Number(parts[0]?.split("=")[1])).toBeGreaterThanOrEqual(31536000);
  });
});

describe("headersForPath", () => {
  const facts: HostingFacts = {
    analytics: false,
    pages: [
      { path: "/home", file: "home/index.html", scriptHashes: ["'sha256-h='"] },
    ],
    fallbackScriptHashes: ["'sha256-f='"],
  };

  it("gives a page its own hashes and revalidation", () => {
    const headers = headersForPath("/home", facts);
    expect(headers["Content-Security-Policy"]).toContain("'sha256-h='");
    expect(headers["Content-Security-Policy"]).not.toContain("'sha256-f='");
    expect(headers["Cache-Control"]).toBe("no-cache");
  });

  it("gives everything else the fallback page's policy and the file's caching", () => {
    const asset = headersForPath("/assets/a-1.js", facts);
    expect(asset["Content-Security-Policy"]).toContain("'sha256-f='");
    expect(asset["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(headersForPath("/nowhere", facts)).toEqual(defaultHeaders(facts));
  });

  it("gives the content editor its own policies: sign-in popups keep their opener, no development address", () => {
    const editor = headersForPath(EDITOR_PATH, {
      ...facts,
      pages: [
        ...facts.pages,
        { path: EDITOR_PATH, file: "admin/index.html", scriptHashes: [] },
      ],
      editorOrigins: ["https://git.example.co.za"],
    });
    expect(editor["Cross-Origin-Opener-Policy"]).toBe(
      "same-origin-allow-popups",
    );
    expect(editor["X-Robots-Tag"]).toBe("noindex, nofollow");
    const policy = editor["Content-Security-Policy"] ?? "";
    expect(policy).toContain("https://git.example.co.za");
    // Decap's local backend is on the editor's own origin ('self'), never a localhost address.
    expect(policy).not.toMatch(/localhost|127\.0\.0\.1|http:/);
    // The site's pages keep the strict policy.
    expect(headersForPath("/home", facts)["Cross-Origin-Opener-Policy"]).toBe(
      "same-origin",
    );
  });
});
