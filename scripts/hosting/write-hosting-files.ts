/** After the prerender: hosting-facts.json, firebase.json and the nginx config beside client/. */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { loadEnv } from "vite";

import {
  ASSET_EXTENSIONS,
  defaultHeaders,
  EDITOR_CONNECT_SOURCES,
  EDITOR_PATH,
  extensionOf,
  HASHED_ASSETS_PREFIX,
  HOME_PATH,
  HOSTING_FACTS_FILE,
  IMMUTABLE,
  isAssetPath,
  isTwin,
  pageHeaders,
  TWINS,
  type HostingFacts,
} from "../../server/hosting-rules.ts";
import { filesUnder, writeJson } from "../build-folder.ts";
import { tagsOf } from "../quality/budgets.ts";
import { projectRoot } from "../project-root.ts";
import {
  NGINX_RELEASE_FILE,
  NGINX_RULES_FILE,
  NGINX_SERVER_FILE,
  nginxServer,
  nginxSiteRules,
} from "./nginx-config.ts";

/** The HTML standard's JavaScript MIME types, and the other script types a CSP governs. */
const EXECUTABLE_TYPE = new RegExp(
  "^(?:|module|importmap|speculationrules" +
    "|(?:application|text)/(?:x-)?(?:ecma|java)script" +
    "|text/(?:javascript1\\.[0-5]|jscript|livescript))$",
);

/** As a browser computes it, over the UTF-8 bytes. */
export function scriptHash(text: string) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The CSP hashes of every inline script the browser would run, in order, each once. */
export function inlineScriptHashes(html: string) {
  const hashes = new Set<string>();
  for (const { name, attributes, text } of tagsOf(html)) {
    if (name !== "script" || "src" in attributes) continue;
    const type = (attributes.type ?? "").trim().toLowerCase();
    if (EXECUTABLE_TYPE.test(type)) hashes.add(scriptHash(text));
  }
  return [...hashes];
}

/** Every path: a glob's `**` skips dot segments, `.` a line break. */
const EVERY_PATH = "^/[\\s\\S]*$";

const asList = (headers: Record<string, string>) =>
  Object.entries(headers).map(([key, value]) => ({ key, value }));

/** A word in any case: `(?i)` is RE2's, and superstatic may read it as JavaScript. */
const anyCase = (word: string) =>
  [...word]
    .map((c) => (/[a-z]/.test(c) ? `[${c}${c.toUpperCase()}]` : c))
    .join("");

/** Exactly these files ("assets/root-abc.js"): a header rule applies to a 404 too (072). */
export function hashedAssetsRegex(files: readonly string[]) {
  const prefix = HASHED_ASSETS_PREFIX.slice(1);
  const names = files
    .filter((file) => !/(?:^|\/)\./.test(file) && !isTwin(file))
    .map((file) => {
      if (!file.startsWith(prefix) || !/^[\w.~-]+(?:\/[\w.~-]+)*$/.test(file))
        throw new Error(`Unexpected hashed asset for Firebase: ${file}`);
      return file.slice(prefix.length).replaceAll(".", "\\.");
    })
    .sort();
  return names.length === 0
    ? null
    : `^${HASHED_ASSETS_PREFIX}(?:${names.join("|")})$`;
}

/** Unknown pages get the fallback page, which sends home (002, 069); a header's last rule wins. */
export function firebaseConfig(
  facts: HostingFacts,
  hashedAssets: readonly string[] = [],
) {
  const immutable = hashedAssetsRegex(hashedAssets);
  return {
    hosting: {
      public: "client",
      // Firebase compresses by itself.
      ignore: [
        "**/.*",
        ...Object.keys(TWINS).map((suffix) => `**/*.${suffix}`),
      ],
      cleanUrls: true,
      trailingSlash: false,
      redirects: [
        { source: "/", destination: HOME_PATH, type: 301 },
        { source: "/index.html", destination: HOME_PATH, type: 301 },
      ],
      // The first match wins: a missing asset goes to a file never uploaded (a 404).
      rewrites: [
        {
          regex: `\\.(?:${ASSET_EXTENSIONS.map(anyCase).join("|")})$`,
          destination: "/.missing",
        },
        { regex: EVERY_PATH, destination: "/index.html" },
      ],
      headers: [
        { regex: EVERY_PATH, headers: asList(defaultHeaders(facts)) },
        ...(immutable
          ? [
              {
                regex: immutable,
                headers: [{ key: "Cache-Control", value: IMMUTABLE }],
              },
            ]
          : []),
        ...facts.pages.map((page) => ({
          source: page.path,
          headers: asList(pageHeaders(page, facts)),
        })),
      ],
    },
  };
}

/** Its immutable rule names the files in assets/, carried ones too after deploy:firebase-assets. */
export function writeFirebaseConfig(buildDir: string, facts: HostingFacts) {
  const hashedAssets = filesUnder(path.join(buildDir, "client")).filter(
    (file) => file.startsWith(HASHED_ASSETS_PREFIX.slice(1)),
  );
  writeJson(
    path.join(buildDir, "firebase.json"),
    firebaseConfig(facts, hashedAssets),
  );
}

/** Every prerendered page with its inline-script hashes; the top "index.html" is the fallback. */
export function collectHostingFacts(clientDir: string, analytics: boolean) {
  const hashesOf = (file: string) =>
    inlineScriptHashes(readFileSync(path.join(clientDir, file), "utf8"));
  const files = filesUnder(clientDir, ".html");
  const pages = files
    .filter((file) => file.endsWith("/index.html"))
    .map((file) => ({
      path: `/${file.slice(0, -"/index.html".length)}`,
      file,
      scriptHashes: hashesOf(file),
    }));
  return {
    analytics,
    pages,
    fallbackScriptHashes: files.includes("index.html")
      ? hashesOf("index.html")
      : [],
    ...(pages.some((page) => page.path === EDITOR_PATH) && {
      editorOrigins: editorOriginsOf(
        JSON.parse(
          readFileSync(path.join(projectRoot, "admin", "backend.json"), "utf8"),
        ),
      ),
    }),
  };
}

/** The origins the editor talks to besides GitHub's and GitLab.com's. */
export function editorOriginsOf(backend: Record<string, unknown>) {
  const origins = ["api_root", "base_url"]
    .map((key) => backend[key])
    .filter((value) => typeof value === "string")
    .map((value) => new URL(value).origin)
    .filter((origin) => !EDITOR_CONNECT_SOURCES.includes(origin));
  return [...new Set(origins)];
}

/** Beside `buildDir`'s client/. */
export function writeHostingFiles(
  buildDir: string,
  options: { analytics: boolean; siteUrl: string; nginxDeployDir?: string },
) {
  const clientDir = path.join(buildDir, "client");
  // Missing, a file of a type not listed would be sent home as an old page (decision 069).
  const unlisted = filesUnder(clientDir).filter(
    (file) => !["", "html"].includes(extensionOf(file)) && !isAssetPath(file),
  );
  if (unlisted.length > 0)
    throw new Error(
      `Add the type of ${unlisted.join(", ")} to ASSET_TYPES in server/hosting-rules.ts: missing, the hosts would send it home instead of a 404 (decision 069).`,
    );
  const facts = collectHostingFacts(clientDir, options.analytics);
  writeJson(path.join(buildDir, HOSTING_FACTS_FILE), facts);
  writeFirebaseConfig(buildDir, facts);
  const nginxDir = path.join(buildDir, "nginx");
  mkdirSync(nginxDir, { recursive: true });
  writeFileSync(path.join(nginxDir, NGINX_RULES_FILE), nginxSiteRules(facts));
  const serverName = new URL(options.siteUrl).hostname;
  const deployDir = options.nginxDeployDir ?? `/var/www/${serverName}`;
  const rulesFile = `${deployDir}/current/nginx/${NGINX_RELEASE_FILE}`;
  writeFileSync(
    path.join(nginxDir, NGINX_SERVER_FILE),
    nginxServer(serverName, rulesFile),
  );
  return facts;
}

/** The build variables as Vite reads them; the measurement id test is app/lib/analytics/service.ts's. */
export function hostingOptionsFromEnv() {
  const env = {
    ...loadEnv("production", projectRoot, ["VITE_", "SITE_URL", "NGINX_"]),
    ...process.env,
  };
  const id = env.VITE_FIREBASE_MEASUREMENT_ID?.trim() ?? "";
  return {
    analytics: /^G-[A-Z0-9]{4,16}$/.test(id),
    siteUrl: env.SITE_URL?.trim() || "https://www.khanyisa.example",
    nginxDeployDir: env.NGINX_DEPLOY_DIR?.trim() || undefined,
  };
}
