// @ts-check
/**
 * After the prerender: hashes each page's inline scripts and writes, beside the client folder,
 * what the hosts need: hosting-facts.json (read by `npm start`), firebase.json and the nginx
 * config. Run by scripts/postbuild.mjs, or alone: `node scripts/hosting/write-hosting-files.mjs`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { loadEnv } from "vite";

import {
  extensionOf,
  HASHED_ASSETS_PREFIX,
  HOSTING_FACTS_FILE,
  isAssetPath,
  EDITOR_CONNECT_SOURCES,
  EDITOR_PATH,
} from "../../server/hosting-rules.mjs";
import { filesUnder, htmlFilesUnder } from "../build-folder.mjs";
import { projectRoot } from "../project-root.mjs";
import { firebaseConfig } from "./firebase-config.mjs";
import { inlineScriptHashes } from "./inline-script-hashes.mjs";
import {
  NGINX_RELEASE_FILE,
  NGINX_RULES_FILE,
  NGINX_SERVER_FILE,
  nginxServer,
  nginxSiteRules,
} from "./nginx-config.mjs";

/** @typedef {import("../../server/hosting-rules.mjs").HostingFacts} HostingFacts */

export { NGINX_RULES_FILE, NGINX_SERVER_FILE };

/**
 * Every prerendered page of a client folder with its inline-script hashes. "index.html" at the
 * top is the fallback page, not a page of its own.
 * @param {string} clientDir
 * @param {{ analytics: boolean }} options
 * @returns {HostingFacts}
 */
export function collectHostingFacts(clientDir, { analytics }) {
  /** @param {string} file */
  const hashesOf = (file) =>
    inlineScriptHashes(readFileSync(path.join(clientDir, file), "utf8"));
  const files = htmlFilesUnder(clientDir);
  const pages = files
    .filter((file) => file.endsWith("/index.html"))
    .map((file) => ({
      path: `/${file.slice(0, -"/index.html".length)}`,
      file,
      scriptHashes: hashesOf(file),
    }));
  const fallbackScriptHashes = files.includes("index.html")
    ? hashesOf("index.html")
    : [];
  return {
    analytics,
    pages,
    fallbackScriptHashes,
    ...(pages.some((page) => page.path === EDITOR_PATH)
      ? { editorOrigins: editorOriginsOf(readEditorBackend()) }
      : {}),
  };
}

/** admin/backend.json: where the content editor keeps the content in production (decision 086). */
function readEditorBackend() {
  return JSON.parse(
    readFileSync(path.join(projectRoot, "admin", "backend.json"), "utf8"),
  );
}

/**
 * The origins of a self-hosted git host the editor talks to (`api_root`, `base_url` in
 * admin/backend.json; for GitHub, `base_url` is the sign-in service); GitHub's and GitLab.com's
 * are in the editor's policy already.
 * @param {Record<string, unknown>} backend
 * @returns {string[]}
 */
export function editorOriginsOf(backend) {
  const origins = ["api_root", "base_url"]
    .map((key) => backend[key])
    .filter((value) => typeof value === "string")
    .map((value) => new URL(/** @type {string} */ (value)).origin)
    .filter((origin) => !EDITOR_CONNECT_SOURCES.includes(origin));
  return [...new Set(origins)];
}

/**
 * Files of a client folder whose type the hosting rules do not list as an asset (pages aside).
 * Missing, such a file would be taken for an old page and sent home: a script or an image must
 * get a 404 instead, so every type the site serves belongs in ASSET_EXTENSIONS (decision 069).
 * @param {string} clientDir
 * @returns {string[]} their paths under the client folder
 */
export function filesOfUnlistedTypes(clientDir) {
  return filesUnder(clientDir)
    .filter(
      (file) =>
        extensionOf(file) !== "" &&
        extensionOf(file) !== "html" &&
        !isAssetPath(file),
    )
    .sort();
}

/**
 * Writes hosting-facts.json, firebase.json and nginx/ into a build folder.
 * @param {string} buildDir the folder holding client/
 * @param {{ analytics: boolean, siteUrl: string, nginxDeployDir?: string }} options
 */
export function writeHostingFiles(
  buildDir,
  { analytics, siteUrl, nginxDeployDir },
) {
  const clientDir = path.join(buildDir, "client");
  const unlisted = filesOfUnlistedTypes(clientDir);
  if (unlisted.length > 0)
    throw new Error(
      `Add the type of ${unlisted.join(", ")} to ASSET_EXTENSIONS in server/hosting-rules.mjs: missing, the hosts would send it home instead of a 404 (decision 069).`,
    );
  const facts = collectHostingFacts(clientDir, { analytics });
  const json = (/** @type {unknown} */ value) =>
    `${JSON.stringify(value, null, 2)}\n`;
  writeFileSync(path.join(buildDir, HOSTING_FACTS_FILE), json(facts));
  const hashedAssets = filesUnder(clientDir).filter((file) =>
    file.startsWith(HASHED_ASSETS_PREFIX.slice(1)),
  );
  writeFileSync(
    path.join(buildDir, "firebase.json"),
    json(firebaseConfig(facts, { hashedAssets })),
  );
  const nginxDir = path.join(buildDir, "nginx");
  mkdirSync(nginxDir, { recursive: true });
  writeFileSync(path.join(nginxDir, NGINX_RULES_FILE), nginxSiteRules(facts));
  const serverName = new URL(siteUrl).hostname;
  // Root and rules both come from the live release's file, read at each reload (decision 073).
  const deployDir = nginxDeployDir ?? `/var/www/${serverName}`;
  writeFileSync(
    path.join(nginxDir, NGINX_SERVER_FILE),
    nginxServer({
      serverName,
      rulesFile: `${deployDir}/current/nginx/${NGINX_RELEASE_FILE}`,
    }),
  );
  return facts;
}

/**
 * The build variables as Vite reads them (the environment, then .env files): whether the build
 * carries a measurement id (the same test as app/lib/config.ts) and the public origin.
 */
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

/** The build folder React Router wrote to (react-router.config.ts reads the same variable). */
export function buildDirFromEnv() {
  return path.resolve(projectRoot, process.env.SITE_BUILD_DIRECTORY || "build");
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
) {
  const buildDir = buildDirFromEnv();
  if (!existsSync(path.join(buildDir, "client"))) {
    console.error(`No build in ${buildDir}: run react-router build first.`);
    process.exit(1);
  }
  const facts = writeHostingFiles(buildDir, hostingOptionsFromEnv());
  console.log(
    `hosting: hashed the inline scripts of ${facts.pages.length} pages; wrote firebase.json and nginx/ in ${path.relative(projectRoot, buildDir) || "."}.`,
  );
}
