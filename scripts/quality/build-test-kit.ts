// Tiny client build folders for the tests of the build-output checks: a good one that passes
// every check, and helpers to break it one way at a time.
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { writeHostingFiles } from "../hosting/write-hosting-files.ts";

export const SITE_URL = "https://www.khanyisa.example";

/** Deterministic bytes that gzip cannot shrink: a chain of SHA-256 digests, as base64 text. */
export function incompressibleText(bytes: number): string {
  const blocks = Math.ceil((bytes * 3) / 4 / 32);
  return Buffer.concat(
    Array.from({ length: blocks }, (_, index) =>
      createHash("sha256").update(`block ${index}`).digest(),
    ),
  )
    .toString("base64")
    .slice(0, bytes);
}

export function page({
  title,
  head = "",
  body,
}: {
  title: string;
  head?: string;
  body: string;
}): string {
  return `<!doctype html>
<html lang="en-ZA">
<head>
<meta charset="utf-8">
<title>${title}</title>
<link rel="stylesheet" href="/assets/app.css">
<link rel="modulepreload" href="/assets/entry.js">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="manifest" href="/manifest.webmanifest">
${head}
</head>
<body>
<a href="#main-content">Skip to content</a>
<main id="main-content">
${body}
</main>
<script type="module">import "/assets/entry.js";
import("/assets/boot.js");</script>
</body>
</html>
`;
}

export type Files = Record<string, string | Buffer>;

/** A build in which every check passes: two pages, the fallback, assets, feeds and icons. */
export function goodBuild(): Files {
  return {
    "index.html": page({
      title: "Khanyisa Digital",
      head: '<meta name="robots" content="noindex">',
      body: '<p>Redirecting to <a href="/home">the home page</a>.</p>',
    }),
    "home/index.html": page({
      title: "Home",
      head: `<link rel="canonical" href="${SITE_URL}/home">
<meta property="og:url" content="${SITE_URL}/home">
<meta property="og:image" content="${SITE_URL}/images/share.png">
<script type="application/ld+json">{"@context":"https://schema.org","@id":"${SITE_URL}/#organization","url":"${SITE_URL}/home","logo":"${SITE_URL}/favicon.svg"}</script>`,
      body: `<h1>Home</h1>
<p><a href="/about#team">Our team</a>, <a href="about">about us</a>,
<a href="#main-content">top of the content</a>, <a href="#top">top</a>.</p>
<img src="/images/photo.png" srcset="/images/photo.png 1x, /images/photo@2x.png 2x" alt="A photo" width="10" height="10">
<p><a href="mailto:info@khanyisa.example">e-mail</a> <a href="tel:+27100000000">call</a>
<a href="https://example.org/a?b=1&amp;c=2">elsewhere</a></p>
<svg width="10" height="10" aria-hidden="true"><use href="/favicon.svg#mark"></use></svg>`,
    }),
    "about/index.html": page({
      title: "About",
      body: `<h1>About</h1><section id="team"><h2>Team</h2><p><a href="/home#main-content">Home</a></p></section>`,
    }),
    "assets/entry.js":
      'import { shared } from "./shared.js";\nexport { shared };\nexport const later = () => import("./lazy.js");\n',
    "assets/boot.js": 'import "./shared.js";\n',
    "assets/shared.js": "export const shared = 1;\n",
    "assets/lazy.js": "export const lazy = 2;\n",
    "assets/app.css":
      'body{background:url(/images/texture.svg)}@font-face{src:url("./font.woff2")}',
    "assets/font.woff2": "font",
    "images/photo.png": "png",
    "images/photo@2x.png": "png",
    "images/share.png": "png",
    "images/texture.svg":
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>',
    "favicon.svg":
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><g id="mark"></g></svg>',
    "icons/icon-192.png": "png",
    "manifest.webmanifest": JSON.stringify({
      start_url: "/home",
      scope: "/",
      icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }],
    }),
    "robots.txt": `User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/sitemap.xml\n`,
    "sitemap.xml": `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>${SITE_URL}/home</loc></url><url><loc>${SITE_URL}/about</loc></url>
</urlset>`,
    "blog/rss.xml": `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>
<link>${SITE_URL}/home</link>
<atom:link href="${SITE_URL}/blog/rss.xml" rel="self" type="application/rss+xml"/>
<item><link>${SITE_URL}/about</link><guid isPermaLink="true">${SITE_URL}/about</guid></item>
</channel></rss>`,
    "sw.js":
      'precache([{url:"/home",revision:"1"},{url:"/assets/app.css",revision:null}]);',
  };
}

const folders: string[] = [];

/**
 * Writes files into a new temporary client folder and returns its path; beside a build with a
 * home page, the hosting files the build writes, so that `npm start`'s server can serve it.
 */
export function writeBuild(files: Files): string {
  const buildDir = mkdtempSync(path.join(tmpdir(), "build-checks-"));
  folders.push(buildDir);
  const dir = path.join(buildDir, "client");
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  if ("home/index.html" in files)
    writeHostingFiles(buildDir, { analytics: false, siteUrl: SITE_URL });
  return dir;
}

/** The good build with some files replaced or added (undefined removes one). */
export function brokenBuild(
  changes: Record<string, string | Buffer | undefined>,
): string {
  const files = Object.entries({ ...goodBuild(), ...changes }).filter(
    (entry): entry is [string, string | Buffer] => entry[1] !== undefined,
  );
  return writeBuild(Object.fromEntries(files));
}

/**
 * A project (not a build) whose content names some of its uploads, a client's logo and an
 * article's cover, and not two others: one replaced, one refused.
 */
export function projectWithUploads(): string {
  return writeBuild({
    "content/clients.json": JSON.stringify({
      clients: [{ name: "Acme", logo: "/images/uploads/clients/acme.svg" }],
    }),
    "content/articles/cloud.mdx":
      "---\nimage:\n  src: /images/uploads/blog/Cloud.JPEG\n---\nText.\n",
    "public/images/uploads/clients/acme.svg": "<svg/>",
    "public/images/uploads/clients/acme-old.png": "png",
    "public/images/uploads/clients/refused.gif": "gif",
    "public/images/uploads/clients/.gitkeep": "",
    "public/images/uploads/blog/Cloud.JPEG": "jpeg",
    "public/images/blog/drawn-cover.svg": "<svg/>",
  });
}

/** For afterAll: removes every folder written by this module. */
export function removeBuilds(): void {
  for (const dir of folders.splice(0))
    rmSync(dir, { recursive: true, force: true });
}
