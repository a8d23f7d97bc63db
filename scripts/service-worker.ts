/** `/version.json` and the pages' stamp (decision 030), `/sw.js` (031). */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { generateSW } from "workbox-build";

import packageJson from "../package.json" with { type: "json" };
import { SERVICE_WORKER_CACHE_ID } from "../app/content/legal/stored-keys.ts";
import { filesUnder, writeJson } from "./build-folder.ts";

const VERSION_FILE = "version.json";
const SERVICE_WORKER_FILE = "sw.js";

/** Read by app/lib/version-check. Not a script, so the pages' CSP hashes are untouched. */
const VERSION_META = /<meta name="build-version" content="[^"]*"\s*\/?>/g;

export function stampVersion(html: string, version: string) {
  const meta = `<meta name="build-version" content="${version}"/>`;
  const unstamped = html.replace(VERSION_META, "");
  if (!unstamped.includes("</head>")) throw new Error("A page with no </head>");
  return unstamped.replace("</head>", `${meta}</head>`);
}

/** Not part of the site a visitor sees: a change to the editor never asks visitors to reload. */
const NOT_SITE_FILES = /\.(br|gz)$|^(version\.json|sw\.js)$|^admin\//;

export async function finishBuild(clientDir: string) {
  // The site's files without the stamp: a rebuild that changes nothing keeps the version.
  const hash = createHash("sha256");
  for (const file of filesUnder(clientDir)) {
    if (NOT_SITE_FILES.test(file)) continue;
    const content = readFileSync(path.join(clientDir, file));
    hash
      .update(`${file}\0`)
      .update(
        file.endsWith(".html")
          ? content.toString("utf8").replace(VERSION_META, "")
          : content,
      )
      .update("\0");
  }
  const version = `${packageJson.version}+${hash.digest("hex").slice(0, 12)}`;
  writeJson(path.join(clientDir, VERSION_FILE), { version });
  for (const page of filesUnder(clientDir, ".html")) {
    const file = path.join(clientDir, page);
    writeFileSync(file, stampVersion(readFileSync(file, "utf8"), version));
  }

  const { count, size, warnings } = await generateSW({
    globDirectory: clientDir,
    swDest: path.join(clientDir, SERVICE_WORKER_FILE),
    globPatterns: ["**/*.{html,js,css,woff2,svg,png,webp,ico,webmanifest}"],
    globIgnores: [
      "**/*.{br,gz,map,data}",
      VERSION_FILE,
      SERVICE_WORKER_FILE,
      "index.html",
      "admin/**",
    ],
    // Pages by their URL (`/services`), not their file, so a navigation finds them.
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((entry) => ({
          ...entry,
          url: `/${entry.url.replace(/\/index\.html$/, "")}`,
        })),
        warnings: [],
      }),
    ],
    dontCacheBustURLsMatching: /^\/?assets\//,
    maximumFileSizeToCacheInBytes: 1024 * 1024,
    cacheId: SERVICE_WORKER_CACHE_ID,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    mode: "production",
    sourcemap: false,
    ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^gclid$/],
    // Any other navigation goes to the network; offline, to the precached /home.
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === "navigate",
        handler: "NetworkOnly",
        options: {
          plugins: [
            {
              // Serialised into sw.js as source text: no outside names inside.
              handlerDidError: async () => Response.redirect("/home", 302),
            },
          ],
        },
      },
    ],
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  console.log(
    `service worker: ${SERVICE_WORKER_FILE} precaches ${count} files (${(size / 1024).toFixed(0)} KB); ${VERSION_FILE} ${version}`,
  );
}
