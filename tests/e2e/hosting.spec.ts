import { existsSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";

import {
  EDITOR_PATH,
  editorContentSecurityPolicy,
  headersForPath,
  type HostingFacts,
} from "../../server/hosting-rules.ts";
import { CAPABILITY_STATEMENT } from "../../app/content/documents";
import { inlineScriptHashes } from "../../scripts/hosting/write-hosting-files.ts";
import { expect, test } from "./fixtures";
import { homeTitle, routes } from "./site";

/**
 * The same hosting rules, checked over HTTP against the three hosts: `npm start`'s server, nginx
 * with the config the build generated and superstatic (Firebase Hosting's emulator) with the
 * generated firebase.json.
 */

const facts: HostingFacts = JSON.parse(
  readFileSync(path.resolve("build/hosting-facts.json"), "utf8"),
);
const SECURITY_HEADERS = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
];
const home = readFileSync(path.resolve("build/client/home/index.html"), "utf8");
const hashedScript = home.match(/\/assets\/[\w.-]+\.js/)?.[0] ?? "";

/** The build's precompressed twins of a page and of a script, requested by their own names. */
const TWINS = ["/home/index.html", hashedScript].flatMap((file) => [
  `${file}.br`,
  `${file}.gz`,
]);

/** Paths with a dot-prefixed segment: no rule names them, every header must still be there. */
const DOT_PATHS = ["/.env", "/blog/.x", "/.well-known/x", "/assets/.hidden"];

/** All a server sends back to `request` on a raw connection, the client's side closed after it. */
function rawExchange(url: string, request: string) {
  const { hostname, port } = new URL(url);
  return new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.once("close", () => resolve(Buffer.concat(chunks).toString()));
    socket.once("error", reject);
    socket.end(request);
  });
}

/** A header's value in a rules' set, by its name in any case. */
const headerOf = (headers: Record<string, string>, name: string) =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

/** An old site's pages, whatever their extension: unknown, they go home (decision 069). */
const OLD_SITE_PAGES = ["/about.html", "/old-page.php", "/x/index.aspx"];

/**
 * `unknownPage`: Firebase cannot redirect an unknown page (its redirects run before files), so it
 * serves the noindex fallback page, which sends the visitor home (decisions 002 and 069).
 * `notFoundBody`: Firebase's 404 body is its own HTML page; `nosniff` keeps a browser from using
 * it as a script or stylesheet (decision 069).
 * `redirectHeaders`: Firebase applies header rules to the files it serves, never to its redirects
 * (superstatic answers them before its header step; decision 072): a 301 without them and
 * with a one-line body, whose target carries them all.
 * `http09`: what a request line with no version gets, once the client stops sending: nginx closes
 * the connection unanswered; Node's parser reads the line as the start of an HTTP/1.1 request
 * and answers 400 when the headers never come.
 */
const servers = [
  {
    name: "npm start",
    site: "shipped",
    baseUrl: () => process.env.E2E_BASE_URL ?? "",
    unknownPage: "redirect",
    notFoundBody: "text",
    redirectHeaders: "rules",
    http09: "400",
  },
  {
    name: "nginx",
    site: "shipped-on-nginx",
    baseUrl: () => process.env.E2E_NGINX_BASE_URL ?? "",
    unknownPage: "redirect",
    notFoundBody: "text",
    redirectHeaders: "rules",
    http09: "closed",
  },
  {
    name: "Firebase (superstatic)",
    site: "shipped-on-firebase",
    baseUrl: () => process.env.E2E_FIREBASE_BASE_URL ?? "",
    unknownPage: "fallback page",
    notFoundBody: "html",
    redirectHeaders: "none",
    http09: "400",
  },
] as const;

for (const {
  name,
  site,
  baseUrl,
  unknownPage,
  notFoundBody,
  redirectHeaders,
  http09,
} of servers) {
  test.describe(`hosting rules on ${name}`, () => {
    // The browser's page visits the same server (other origins are blocked by the fixtures).
    test.use({ site });

    const get = (pathname: string, init: RequestInit = {}) =>
      fetch(baseUrl() + pathname, { redirect: "manual", ...init });

    /** The headers the rules give this path, each as the server sent it. */
    async function expectRuleHeaders(response: Response, pathname: string) {
      const expected = headersForPath(pathname, facts);
      for (const header of [...SECURITY_HEADERS, "cache-control"]) {
        const want = Object.entries(expected).find(
          ([key]) => key.toLowerCase() === header,
        )?.[1];
        expect(response.headers.get(header), `${header} of ${pathname}`).toBe(
          want,
        );
      }
    }

    test("the content editor: its own policies, never indexed, never the site's", async () => {
      const response = await get(EDITOR_PATH);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('name="robots" content="noindex');
      await expectRuleHeaders(response, EDITOR_PATH);
      expect(response.headers.get("content-security-policy")).toBe(
        editorContentSecurityPolicy(facts.editorOrigins),
      );
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      // Its sign-in popup hands the token back through window.opener.
      expect(response.headers.get("cross-origin-opener-policy")).toBe(
        "same-origin-allow-popups",
      );
      // The site's pages keep theirs: no page shares the editor's allowances.
      const home = await get("/home");
      expect(home.headers.get("content-security-policy")).not.toContain(
        "unsafe-",
      );
      expect(home.headers.get("x-robots-tag")).toBeNull();
      expect(home.headers.get("cross-origin-opener-policy")).toBe(
        "same-origin",
      );
    });

    test("every page: 200, its own script hashes, revalidated, security headers", async () => {
      for (const route of routes) {
        const response = await get(route.path);
        expect(response.status, route.path).toBe(200);
        expect(response.headers.get("content-type")).toMatch(/^text\/html/);
        await expectRuleHeaders(response, route.path);
        const policy = response.headers.get("content-security-policy") ?? "";
        for (const hash of inlineScriptHashes(await response.text()))
          expect(policy, `${route.path} allows ${hash}`).toContain(hash);
        expect(policy).not.toContain("unsafe-");
      }
    });

    for (const [from, status, location] of [
      ["/", 301, "/home"],
      ["/index.html", 301, "/home"],
      ["/services/", 301, "/services"],
      ["/services/index.html", 301, "/services"],
      ["/blog/?from=mail", 301, "/blog?from=mail"],
    ] as const) {
      test(`${from} answers ${status} to ${location}, with the security headers`, async () => {
        const response = await get(from);
        expect(response.status).toBe(status);
        expect(response.headers.get("location")).toBe(location);
        if (redirectHeaders === "rules")
          await expectRuleHeaders(response, "/no-such-page");
        else {
          // Browsers follow a 301 without rendering it; its body has no markup or script anyway.
          expect(await response.text()).not.toContain("<");
          const target = await get(location);
          expect(target.status).toBe(200);
          await expectRuleHeaders(target, location.replace(/\?.*/, ""));
        }
      });
    }

    for (const unknown of [
      "/no-such-page",
      "/blog/no-such-article",
      ...OLD_SITE_PAGES,
    ]) {
      if (unknownPage === "redirect")
        test(`${unknown} answers 302 to /home, with the security headers`, async () => {
          const response = await get(unknown);
          expect(response.status).toBe(302);
          expect(response.headers.get("location")).toBe("/home");
          await expectRuleHeaders(response, "/no-such-page");
        });
      else
        test(`${unknown} answers the noindex fallback page, with the security headers`, async () => {
          const response = await get(unknown);
          expect(response.status).toBe(200);
          expect(response.headers.get("content-type")).toMatch(/^text\/html/);
          await expectRuleHeaders(response, "/no-such-page");
          const body = await response.text();
          expect(body).toMatch(/<meta name="robots" content="[^"]*noindex/);
          const policy = response.headers.get("content-security-policy") ?? "";
          for (const hash of inlineScriptHashes(body))
            expect(policy, `${unknown} allows ${hash}`).toContain(hash);
        });
    }

    test("a missing file is a 404, never cached, never HTML, with the security headers", async () => {
      for (const missing of [
        "/assets/missing-file.js",
        "/assets/missing.js",
        "/missing.css",
        "/images/missing.png",
        "/missing.png",
        "/IMAGES/MISSING.PNG",
        "/blog/no-such-article.data",
      ]) {
        const response = await get(missing);
        expect(response.status, missing).toBe(404);
        if (notFoundBody === "text")
          expect(
            response.headers.get("content-type") ?? "",
            missing,
          ).not.toMatch(/html/);
        expect(response.headers.get("cache-control"), missing).toBe("no-cache");
        expect(response.headers.get("x-content-type-options"), missing).toBe(
          "nosniff",
        );
      }
    });

    test("a precompressed twin by its own name is a missing file: 404, never cached, in text", async () => {
      // firebase.json's `ignore` keeps the twins from being uploaded; superstatic serves every
      // file of the folder it is given.
      test.skip(
        site === "shipped-on-firebase",
        "superstatic serves the files Firebase never receives",
      );
      expect(hashedScript).not.toBe("");
      for (const twin of TWINS) {
        expect(existsSync(path.resolve("build/client" + twin)), twin).toBe(
          true,
        );
        const response = await get(twin, {
          headers: { "Accept-Encoding": "br, gzip" },
        });
        expect(response.status, twin).toBe(404);
        expect(response.headers.get("content-type"), twin).toMatch(
          /^text\/plain/,
        );
        expect(response.headers.get("content-encoding"), twin).toBeNull();
        expect(response.headers.get("cache-control"), twin).toBe("no-cache");
        for (const header of SECURITY_HEADERS)
          expect(response.headers.get(header), `${header} of ${twin}`).toBe(
            headerOf(headersForPath("/no-such-page", facts), header),
          );
      }
    });

    test("a path with a dot-prefixed segment gets every security header of the rules", async () => {
      for (const pathname of DOT_PATHS) {
        const response = await get(pathname);
        expect(response.status, pathname).toBeLessThan(500);
        const expected = headersForPath(pathname, facts);
        for (const header of [
          ...SECURITY_HEADERS,
          "cross-origin-resource-policy",
        ])
          expect(response.headers.get(header), `${header} of ${pathname}`).toBe(
            headerOf(expected, header),
          );
        expect(response.headers.get("cache-control"), pathname).toBe(
          "no-cache",
        );
      }
    });

    test("an HTTP/0.9 request (no version) never gets a bare body", async () => {
      // Its start is enough: a page's would be its markup.
      const answer = (await rawExchange(baseUrl(), "GET /home\r\n")).slice(
        0,
        80,
      );
      if (http09 === "closed") expect(answer).toBe("");
      else expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    });

    for (const old of OLD_SITE_PAGES) {
      test(`a visitor following an old site's link to ${old} lands on /home`, async ({
        page,
      }) => {
        await page.goto(old);
        await expect(page).toHaveURL(`${baseUrl()}/home`);
        await expect(page).toHaveTitle(homeTitle);
      });
    }

    test("hashed assets are immutable for a year; other files revalidate", async () => {
      expect(hashedScript).not.toBe("");
      const asset = await get(hashedScript);
      expect(asset.status).toBe(200);
      expect(asset.headers.get("cache-control")).toBe(
        "public, max-age=31536000, immutable",
      );
      await expectRuleHeaders(asset, hashedScript);
      for (const file of [
        "/favicon.svg",
        "/favicon.ico",
        "/apple-touch-icon.png",
        "/icons/icon-192.png",
        "/version.json",
        "/sw.js",
        "/robots.txt",
        "/sitemap.xml",
        "/manifest.webmanifest",
        "/blog/rss.xml",
        CAPABILITY_STATEMENT,
      ]) {
        const response = await get(file);
        expect(response.status, file).toBe(200);
        expect(response.headers.get("cache-control"), file).toBe("no-cache");
      }
    });

    test("serves brotli or gzip as the client accepts, and plain otherwise", async () => {
      const plain = readFileSync(path.resolve("build/client/home/index.html"));
      for (const [accept, encoding] of [
        ["br, gzip", "br"],
        ["gzip", "gzip"],
        ["identity", null],
      ] as const) {
        for (const pathname of ["/home", hashedScript]) {
          const response = await get(pathname, {
            headers: { "Accept-Encoding": accept },
          });
          expect(response.headers.get("content-encoding"), pathname).toBe(
            encoding,
          );
          expect(response.headers.get("vary") ?? "").toMatch(
            /Accept-Encoding/i,
          );
        }
      }
      // fetch decodes the body: it must be the page itself.
      const decoded = await get("/home", {
        headers: { "Accept-Encoding": "br" },
      });
      expect(Buffer.from(await decoded.arrayBuffer()).equals(plain)).toBe(true);
    });

    test("serves the crawler files and the documents with their types", async () => {
      for (const [file, type] of [
        ["/sitemap.xml", /xml/],
        ["/robots.txt", /^text\/plain/],
        ["/manifest.webmanifest", /^application\/manifest\+json/],
        ["/blog/rss.xml", /xml/],
        [CAPABILITY_STATEMENT, /^application\/pdf$/],
        ["/favicon.ico", /^image\/(x-icon|vnd\.microsoft\.icon)/],
      ] as const) {
        const response = await get(file);
        expect(response.headers.get("content-type"), file).toMatch(type);
      }
    });

    test("a 304 keeps the page's policy", async () => {
      // superstatic sends an ETag but never answers 304; Firebase's CDN is not emulated.
      test.skip(site === "shipped-on-firebase", "superstatic has no 304");
      const first = await get("/services");
      const again = await get("/services", {
        headers: { "If-None-Match": first.headers.get("etag") ?? "" },
      });
      expect(again.status).toBe(304);
      expect(again.headers.get("content-security-policy")).toBe(
        first.headers.get("content-security-policy"),
      );
    });

    test("other methods answer 405 with Allow: GET, HEAD; HEAD works", async () => {
      // superstatic serves any method as GET, and firebase.json has no say in methods.
      test.skip(site === "shipped-on-firebase", "superstatic ignores methods");
      for (const method of ["POST", "PUT", "DELETE", "OPTIONS"]) {
        const response = await get("/home", { method });
        expect(response.status, method).toBe(405);
        expect(response.headers.get("allow")).toBe("GET, HEAD");
      }
      const head = await get("/home", { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("content-security-policy")).toContain("sha256-");
    });
  });
}
