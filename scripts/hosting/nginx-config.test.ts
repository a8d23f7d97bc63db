import { describe, expect, it } from "vitest";

import {
  ASSET_EXTENSIONS,
  contentSecurityPolicy,
  type HostingFacts,
} from "../../server/hosting-rules.mjs";
import { nginxServer, nginxSiteRules } from "./nginx-config.mjs";

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
      `add_header Content-Security-Policy "${contentSecurityPolicy({ scriptHashes: ["'sha256-h='"], analytics: true })}" always;`,
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
      "location ~ \\.ico$ {",
      "location ~ \\.webmanifest$ {",
      `location ~* \\.(?:${ASSET_EXTENSIONS.join("|")})$ {`,
    ]);
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
      expect(body).toContain("add_header Strict-Transport-Security");
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
    expect(notFound).toContain('return 404 "Not found\\n";');
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
    const server = nginxServer({
      serverName: "www.example.co.za",
      root: "/var/www/site/client",
      rulesFile: "/etc/nginx/snippets/rules.conf",
    });
    expect(server).toContain("return 301 https://$host$request_uri;");
    expect(server).toContain("listen 443 ssl http2;");
    expect(server).toContain("server_name www.example.co.za;");
    expect(server).toContain("root /var/www/site/client;");
    expect(server).toContain("include /etc/nginx/snippets/rules.conf;");
  });

  it("leaves the root to the included file when given none", () => {
    const server = nginxServer({
      serverName: "www.example.co.za",
      rulesFile: "/var/www/site/current/nginx/release.conf",
    });
    expect(server).not.toMatch(/^\s*root /m);
    expect(server).toContain(
      "include /var/www/site/current/nginx/release.conf;",
    );
  });
});
