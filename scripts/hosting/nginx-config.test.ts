import { describe, expect, it } from "vitest";

import {
  ASSET_EXTENSIONS,
  contentSecurityPolicy,
  MAX_URL_LENGTH,
  redirectFor,
  type HostingFacts,
} from "../../server/hosting-rules.ts";
import { readRequestTarget } from "../../server/serve.ts";
import { nginxServer, nginxSiteRules } from "./nginx-config.ts";

const facts: HostingFacts = {
  analytics: true,
  pages: [
    { path: "/home", file: "home/index.html", scriptHashes: ["'sha256-h='"] },
  ],
  fallbackScriptHashes: [],
};

/** The body of the block that opens with `location <match> {`. */
function block(config: string, match: string) {
  const start = config.indexOf(`location ${match} {\n`);
  if (start === -1) throw new Error(`no location ${match}`);
  return config.slice(start, config.indexOf("\n}", start));
}

/** The `$request_uri` pattern of each `if` in a config text, as JavaScript (PCRE alike here). */
const requestUriTests = (text: string) =>
  [...text.matchAll(/^ *if \(\$request_uri ~ "(.*)"\) \{ (.*) \}$/gm)].map(
    ([, pattern = "", action = ""]) => ({
      pattern: new RegExp(pattern),
      action,
    }),
  );

/**
 * What the rules answer a raw request target, up to the redirects: 400, a redirect, or null
 * (served or sent home further on). nginx decodes the path and merges slashes to choose a
 * location; its redirects are cut from the raw target.
 */
function nginxAnswer(rules: string, target: string) {
  for (const { pattern, action } of requestUriTests(
    rules.slice(0, rules.indexOf("\nlocation ")),
  ))
    if (pattern.test(target) && /^return 4\d\d;$/.test(action))
      return { status: Number(action.slice(7, 10)) };
  const uri = decodeURIComponent(target.replace(/\?.*/, "")).replace(
    /\/{2,}/g,
    "/",
  );
  const locationMatch =
    uri === "/"
      ? "= /"
      : uri === "/index.html"
        ? "= /index.html"
        : /\/index\.html$/.test(uri)
          ? "~ /index\\.html$"
          : /.\/$/.test(uri)
            ? "~ ./$"
            : null;
  if (!locationMatch) return null;
  const body = block(rules, locationMatch);
  const [, direct] = body.match(/^ {4}return 301 (\S+);$/m) ?? [];
  if (direct) return { status: 301, location: direct };
  const [test] = requestUriTests(body);
  const match = test && target.match(test.pattern);
  if (!match) return { status: 404 };
  return { status: 301, location: `/${match[1] ?? ""}${match[2] ?? ""}` };
}

/** What npm start answers the same target: 400 from readRequestTarget, else redirectFor. */
function nodeAnswer(target: string) {
  const read = readRequestTarget(target);
  if (!read) return { status: 400 };
  return redirectFor(read.rawPath, read.search);
}

describe("nginxSiteRules", () => {
  const rules = nginxSiteRules(facts);

  it("serves precompressed brotli and gzip files", () => {
    expect(rules).toMatch(/^gzip_static on;$/m);
    expect(rules).toMatch(/^brotli_static on;$/m);
    expect(rules).toMatch(/^gzip_vary on;$/m);
  });

  it("serves each page from its file with its own policy", () => {
    const home = block(rules, "= /home");
    expect(home).toContain("try_files /home/index.html =404;");
    expect(home).toContain(
      `add_header Content-Security-Policy "${contentSecurityPolicy(["'sha256-h='"], true)}" always;`,
    );
    expect(home).toContain('add_header Cache-Control "no-cache" always;');
  });

  it("redirects / for good and unknown pages temporarily", () => {
    expect(block(rules, "= /")).toContain("return 301 /home;");
    expect(block(rules, "/")).toContain("try_files $uri @unknown-page;");
    expect(block(rules, "@unknown-page")).toContain("return 302 /home;");
  });

  it("answers 404 for a missing asset, by its extension in any case, and sends any other path home", () => {
    const assets = block(rules, `~* \\.(?:${ASSET_EXTENSIONS.join("|")})$`);
    expect(assets).toContain("try_files $uri =404;");
    // No other block catches a path by its extension: /about.html and /old-page.php go home.
    const byExtension = rules
      .split("\n")
      .filter((line) => /^location ~\*? .*\\\./.test(line));
    expect(byExtension).toEqual([
      "location ~ /index\\.html$ {",
      "location ~* \\.(?:br|gz)$ {",
      "location ~ \\.ico$ {",
      "location ~ \\.webmanifest$ {",
      `location ~* \\.(?:${ASSET_EXTENSIONS.join("|")})$ {`,
    ]);
  });

  it("never serves a precompressed twin by its own name, even under /assets/", () => {
    const twins = "~* \\.(?:br|gz)$";
    expect(block(rules, twins)).toContain("return 404;");
    // nginx takes the first regex location that matches, in the order written.
    expect(rules.indexOf(`location ${twins} {`)).toBeLessThan(
      rules.indexOf("location ~ ^/assets/ {"),
    );
  });

  it("closes an HTTP/0.9 request unanswered, before any other rule", () => {
    expect(rules.split("\n").find((line) => /^(?:if|return) /.test(line))).toBe(
      'if ($server_protocol = "") { return 444; }',
    );
  });

  it("caches hashed assets for a year and 404s missing files", () => {
    const assets = block(rules, "~ ^/assets/");
    expect(assets).toContain(
      'add_header Cache-Control "public, max-age=31536000, immutable" always;',
    );
    expect(assets).toContain("try_files $uri =404;");
  });

  it("repeats the security headers in every block, since nginx does not merge add_header", () => {
    const blocks = rules.split(/\nlocation /).slice(1);
    expect(blocks.length).toBeGreaterThan(6);
    for (const body of blocks) {
      expect(body).toContain(
        'add_header Strict-Transport-Security "max-age=63072000; includeSubDomains; preload" always;',
      );
      expect(body).toContain(
        'add_header Cross-Origin-Resource-Policy "same-origin" always;',
      );
      expect(body).toContain("add_header Content-Security-Policy");
      expect(body).toContain('add_header X-Content-Type-Options "nosniff"');
    }
  });

  it("never caches a 404, even under /assets/", () => {
    expect(rules).toContain("error_page 404 @not-found;");
    expect(block(rules, "@not-found")).toContain(
      'add_header Cache-Control "no-cache" always;',
    );
  });

  it("answers a 404 in plain text, never in HTML", () => {
    const notFound = block(rules, "@not-found");
    expect(notFound).toContain("types { }");
    expect(notFound).toContain("default_type text/plain;");
    expect(notFound).toContain('return 404 "Not Found\\n";');
  });

  it("answers 405 with Allow to other methods", () => {
    expect(rules).toContain(
      "if ($request_method !~ ^(?:GET|HEAD)$) { return 405; }",
    );
    expect(block(rules, "@method-not-allowed")).toContain(
      'add_header Allow "GET, HEAD" always;',
    );
  });

  it("builds redirects from the raw request URI, never the decoded path", () => {
    for (const line of rules.split("\n").filter((l) => /return 30/.test(l)))
      expect(line).not.toMatch(/\$uri|\$1\$is_args/);
  });

  it("refuses a path with a backslash, raw or encoded, before any location, as npm start does", () => {
    for (const target of [
      "/\\evil.example",
      "/\\evil.example/",
      "/\\evil.example/index.html",
      "//\\evil.example/",
      "/%5Cevil.example/",
      "/%5cevil.example",
    ]) {
      expect(nginxAnswer(rules, target), target).toEqual({ status: 400 });
      expect(nodeAnswer(target), target).toEqual({ status: 400 });
    }
    // A backslash in the query names no other site.
    expect(nginxAnswer(rules, "/home?next=\\x")).toBeNull();
  });

  it("refuses a dot segment, raw or encoded, which nginx would resolve into a redirect to itself", () => {
    for (const target of [
      "/home/.",
      "/home/%2E",
      "/home%2F.",
      "/home/x/%2e%2e/",
      "/home/..?x",
    ]) {
      expect(nginxAnswer(rules, target), target).toEqual({ status: 400 });
      expect(nodeAnswer(target), target).toEqual({ status: 400 });
    }
    expect(nginxAnswer(rules, "/blog/v1.2-release/")).toEqual({
      status: 301,
      location: "/blog/v1.2-release",
    });
    expect(nginxAnswer(rules, "/.well-known/x")).toBeNull();
  });

  it("refuses an encoded control character in the path and a target over npm start's limit, as npm start does", () => {
    for (const target of [
      "/home%00",
      "/home%0d%0aSet-Cookie:%20x=1",
      "/home%09",
      "/home%7F",
      "/%1b/evil.example/",
    ]) {
      expect(nginxAnswer(rules, target), target).toEqual({ status: 400 });
      expect(nodeAnswer(target), target).toEqual({ status: 400 });
    }
    // In the query it names nothing the site serves.
    expect(nginxAnswer(rules, "/home?x=%0d%0a")).toBeNull();
    const long = `/${"a".repeat(MAX_URL_LENGTH)}`;
    expect(nginxAnswer(rules, long)).toEqual({ status: 414 });
    expect(nginxAnswer(rules, long.slice(0, MAX_URL_LENGTH))).toBeNull();
  });

  it("answers one range at most, and keeps the header section within Node's 16 KB", () => {
    expect(rules).toMatch(/^max_ranges 1;$/m);
    expect(rules).toMatch(/^large_client_header_buffers 1 16k;$/m);
  });

  it("reads a trailing %2F as a slash: one redirect to the page, never to itself", () => {
    for (const [target, location] of [
      ["/home%2F", "/home"],
      ["/home%2f", "/home"],
      ["/home%2F%2F", "/home"],
      ["/blog/%2F", "/blog"],
      ["/services%2Findex.html", "/services"],
      ["/services%2F?x=1", "/services?x=1"],
    ] as const)
      expect(nginxAnswer(rules, target), target).toEqual({
        status: 301,
        location,
      });
  });

  it("redirects exactly as npm start does, never off the site, never twice", () => {
    for (const target of [
      "/",
      "/index.html",
      "/services/",
      "/services/index.html",
      "/blog/?from=mail",
      "/blog//",
      "/a.b/",
      "//evil.example/",
      "/%2Fevil.example%2F",
      "/%2F/evil.example/",
      "/home%2F",
      "/blog/%2F",
      "/%2F",
      "/home/%2F/",
      "/services%2Findex.html",
      "/\\evil.example/",
      "/%5Cevil.example/",
    ]) {
      const answer = nginxAnswer(rules, target);
      expect(answer, target).toEqual(nodeAnswer(target));
      if (answer && "location" in answer) {
        expect(answer.location, target).not.toMatch(/^[/\\]{2}|\\/);
        const next = nginxAnswer(rules, answer.location ?? "");
        expect(next === null || next.location === "/home", target).toBe(true);
      }
    }
  });

  it("refuses a page path it cannot write safely", () => {
    expect(() =>
      nginxSiteRules({
        ...facts,
        pages: [{ path: "/a b", file: "x/index.html", scriptHashes: [] }],
      }),
    ).toThrow(/Unexpected page path/);
  });
});

describe("nginxServer", () => {
  it("redirects HTTP to HTTPS and includes the site's rules over TLS", () => {
    const server = nginxServer(
      "www.example.co.za",
      "/etc/nginx/snippets/rules.conf",
    );
    expect(server).toContain(
      "return 301 https://www.example.co.za$request_uri;",
    );
    // $host is the request's Host header: "Host: evil.example" would be sent there.
    expect(server).not.toContain("$host");
    expect(server).toContain("listen 443 ssl http2;");
    expect(server).toContain("server_name www.example.co.za;");
    expect(server).toContain("include /etc/nginx/snippets/rules.conf;");
  });

  it("follows Mozilla's intermediate TLS profile: TLS 1.2 and 1.3, no CBC suite, no DHE", () => {
    const server = nginxServer("www.example.co.za", "/r.conf");
    const setting = (name: string) =>
      server.match(new RegExp(`^ {4}${name} ([^;]+);$`, "m"))?.[1];
    expect(setting("ssl_protocols")).toBe("TLSv1.2 TLSv1.3");
    const ciphers = setting("ssl_ciphers")?.split(":") ?? [];
    expect(ciphers.length).toBeGreaterThan(0);
    for (const cipher of ciphers)
      expect(cipher).toMatch(
        /^ECDHE-(?:ECDSA|RSA)-(?:AES\d+-GCM-SHA\d+|CHACHA20-POLY1305)$/,
      );
    expect(setting("ssl_prefer_server_ciphers")).toBe("off");
    expect(setting("ssl_ecdh_curve")).toBe("X25519:prime256v1:secp384r1");
    expect(setting("ssl_session_timeout")).toBe("1d");
    expect(setting("ssl_session_tickets")).toBe("off");
    expect(server).not.toContain("ssl_dhparam");
  });

  it("closes an HTTP/0.9 request unanswered on plain HTTP too", () => {
    const server = nginxServer("www.example.co.za", "/r.conf");
    const plain = server.slice(0, server.indexOf("listen 443"));
    expect(plain).toContain('if ($server_protocol = "") { return 444; }');
    expect(plain.indexOf("return 444")).toBeLessThan(
      plain.indexOf("return 301"),
    );
  });

  it("leaves the root to the included file when given none", () => {
    const server = nginxServer(
      "www.example.co.za",
      "/var/www/site/current/nginx/release.conf",
    );
    expect(server).not.toMatch(/^\s*root /m);
    expect(server).toContain(
      "include /var/www/site/current/nginx/release.conf;",
    );
  });

  it("refuses a server name it cannot write safely", () => {
    for (const serverName of ["evil.example; return 200", "a b", "$host", ""])
      expect(() => nginxServer(serverName, "/r.conf")).toThrow(
        /Unexpected server name/,
      );
  });
});
