import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import {
  collectHostingFacts,
  editorOriginsOf,
  inlineScriptHashes,
  scriptHash,
  writeHostingFiles,
} from "./write-hosting-files.ts";
import { NGINX_RULES_FILE, NGINX_SERVER_FILE } from "./nginx-config.ts";

const buildDir = mkdtempSync(path.join(tmpdir(), "hosting-build-"));
const client = path.join(buildDir, "client");
const page = (script: string) =>
  `<!doctype html><html><head><script>${script}</script></head><body></body></html>`;
for (const [file, body] of Object.entries({
  "index.html": page("fallback()"),
  "home/index.html": page("home()"),
  "blog/an-article/index.html": page("article()"),
  "assets/app-1.js": "app()",
})) {
  mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
  writeFileSync(path.join(client, file), body);
}
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

describe("collectHostingFacts", () => {
  it("hashes each prerendered page and the fallback page", () => {
    expect(collectHostingFacts(client, true)).toEqual({
      analytics: true,
      pages: [
        {
          path: "/blog/an-article",
          file: "blog/an-article/index.html",
          scriptHashes: [scriptHash("article()")],
        },
        {
          path: "/home",
          file: "home/index.html",
          scriptHashes: [scriptHash("home()")],
        },
      ],
      fallbackScriptHashes: [scriptHash("fallback()")],
    });
  });
});

describe("editorOriginsOf", () => {
  it("adds a self-hosted git host to the editor's policy, and nothing already there", () => {
    expect(
      editorOriginsOf({
        name: "gitea",
        api_root: "https://git.example.co.za/api/v1",
        base_url: "https://git.example.co.za",
      }),
    ).toEqual(["https://git.example.co.za"]);
    expect(
      editorOriginsOf({
        name: "gitlab",
        api_root: "https://gitlab.com/api/v4",
      }),
    ).toEqual([]);
    expect(editorOriginsOf({ name: "github" })).toEqual([]);
  });
});

describe("writeHostingFiles", () => {
  it("writes the facts, firebase.json and the nginx config beside the client folder", () => {
    writeHostingFiles(buildDir, {
      analytics: false,
      siteUrl: "https://www.example.co.za",
    });
    const facts = JSON.parse(
      readFileSync(path.join(buildDir, "hosting-facts.json"), "utf8"),
    );
    expect(facts.pages).toHaveLength(2);
    const firebase = JSON.parse(
      readFileSync(path.join(buildDir, "firebase.json"), "utf8"),
    );
    expect(firebase.hosting.public).toBe("client");
    // Only the files the build wrote are immutable: a missing one's 404 is not.
    expect(firebase.hosting.headers).toContainEqual({
      regex: "^/assets/(?:app-1\\.js)$",
      headers: [
        { key: "Cache-Control", value: "public, max-age=31536000, immutable" },
      ],
    });
    expect(existsSync(path.join(buildDir, "nginx", NGINX_RULES_FILE))).toBe(
      true,
    );
    const server = readFileSync(
      path.join(buildDir, "nginx", NGINX_SERVER_FILE),
      "utf8",
    );
    expect(server).toContain("server_name www.example.co.za;");
    // No root of its own: the live release's file sets it with its rules (decision 073).
    expect(server).not.toMatch(/^\s*root /m);
    expect(server).toContain(
      "include /var/www/www.example.co.za/current/nginx/khanyisa-digital-release.conf;",
    );
  });
});

describe("a file of an unlisted type", () => {
  it("is named, and the build refused, since the hosts would take it for a page", () => {
    const unlisted = path.join(client, "assets", "module-1.unknowntype");
    writeFileSync(unlisted, "");
    try {
      expect(() =>
        writeHostingFiles(buildDir, {
          analytics: false,
          siteUrl: "https://www.example.co.za",
        }),
      ).toThrow(/assets\/module-1\.unknowntype to ASSET_TYPES/);
    } finally {
      rmSync(unlisted);
    }
  });
});

const sha = (text: string) =>
  `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("scriptHash", () => {
  it("is the CSP source of the script's UTF-8 text", () => {
    // The example of the CSP specification: alert('Hello, world.');
    expect(scriptHash("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
    expect(scriptHash("é")).toBe(sha("é"));
  });
});

describe("inlineScriptHashes", () => {
  it("hashes every inline script exactly as written, in document order", () => {
    // Entities and markup inside a script are its text; what follows it is not.
    const html = `<!doctype html><head><script>a &amp;&amp; "<p>";</script></head>
<body><SCRIPT type="module" async>import "/x.js";
</SCRIPT><script type='text/javascript'> b() </script>
</body>`;
    expect(inlineScriptHashes(html)).toEqual([
      sha('a &amp;&amp; "<p>";'),
      sha('import "/x.js";\n'),
      sha(" b() "),
    ]);
  });

  it("skips external scripts and data blocks such as JSON-LD", () => {
    const html = `<script src="/assets/app.js"></script>
<script async="" src=/assets/b.js></script>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script type="application/json">{}</script>
<script type="text/javascript; charset=utf-8">ignored()</script>
<script>kept()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("kept()")]);
  });

  it("lists a script repeated on the page once", () => {
    expect(
      inlineScriptHashes("<script>x()</script><script>x()</script>"),
    ).toEqual([sha("x()")]);
  });

  it("hashes import maps and empty scripts, which a policy also governs", () => {
    expect(
      inlineScriptHashes(
        '<script type="importmap">{"imports":{}}</script><script></script>',
      ),
    ).toEqual([sha('{"imports":{}}'), sha("")]);
  });

  it("finds nothing in a page without inline scripts", () => {
    expect(inlineScriptHashes("<p>No scripts</p>")).toEqual([]);
  });
});
