// @ts-check
/**
 * A crawl of a client build without a network: every internal link and asset reference of every
 * page, stylesheet, script, feed, sitemap, manifest, robots.txt and the service worker's precache
 * must resolve to a file the hosting rules (server/hosting-rules.mjs) would serve, following their
 * redirects; #fragments must name an element of the target page. External URLs are only checked
 * to be well-formed https (or mailto:/tel:). See decision 053.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import {
  missingPathResponse,
  redirectFor,
} from "../../server/hosting-rules.mjs";
import {
  fragmentTargetsOf,
  pageLabel,
  pagesOf,
  siteFilesOf,
  tagsOf,
} from "./build-files.mjs";
import { fileReferences, pageReferences } from "./references.mjs";

/**
 * @typedef {import("./references.mjs").Reference} Reference
 * @typedef {import("./references.mjs").LinkProblem} LinkProblem
 * @typedef {{ checked: number, problems: LinkProblem[] }} LinkReport
 * @typedef {{ file: string } | { problem: string }} Resolution
 */

const MAX_REDIRECTS = 5;

/**
 * The file the hosting rules serve for a raw (percent-encoded) URL path of the site, following
 * their redirects, or why there is none. A path the build has no page for counts as broken even
 * though the server answers it with a 302 to /home.
 * @param {Set<string>} files every file of the build, relative to the client folder
 * @param {string} rawPath
 * @param {{ redirects: boolean }} options whether a redirect is acceptable on the way
 * @returns {Resolution}
 */
export function resolveSitePath(files, rawPath, { redirects }) {
  let current = rawPath;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const redirect = redirectFor(current, "");
    if (redirect) {
      if (!redirects)
        return {
          problem: `redirects (${redirect.status} → ${redirect.location}); use the final URL`,
        };
      current = redirect.location.replace(/[?#].*$/, "");
      continue;
    }
    let decoded;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return { problem: "malformed percent-encoding" };
    }
    const relative = decoded.replace(/^\/+/, "");
    // A file by its name, or a page by its folder. Looser than the servers, which serve a page
    // only at its URL (decision 071): a link to `/x/index.html` or a compressed twin passes here.
    for (const candidate of [
      relative,
      `${relative}/index.html`,
      `${relative}.html`,
    ])
      if (files.has(candidate)) return { file: candidate };
    const missing = missingPathResponse(decoded);
    return {
      problem:
        missing.status === 404
          ? "no such file in the build (404)"
          : `no such page in the build (the server answers 302 → ${missing.location})`,
    };
  }
  return { problem: `more than ${MAX_REDIRECTS} redirects` };
}

/** Fragments every HTML page has: the top of the page, and text directives. */
function isImplicitFragment(/** @type {string} */ fragment) {
  return (
    fragment === "" ||
    fragment.toLowerCase() === "top" ||
    fragment.startsWith(":~:")
  );
}

/**
 * Checks the references of a whole client build.
 * @param {string} clientDir
 * @param {{ siteUrl: string }} options the public origin the build was made for
 * @returns {LinkReport}
 */
export function crawlLinks(clientDir, { siteUrl }) {
  const origin = new URL(siteUrl).origin;
  const allFiles = siteFilesOf(clientDir);
  /** @param {string} file */
  const read = (file) => readFileSync(path.join(clientDir, file), "utf8");
  /** @type {Map<string, Set<string>>} */
  const targets = new Map();
  const site = {
    origin,
    files: new Set(allFiles),
    /** @param {string} file */
    fragmentTargets(file) {
      let ids = targets.get(file);
      if (!ids) {
        ids = fragmentTargetsOf(read(file));
        targets.set(file, ids);
      }
      return ids;
    },
  };

  const found = [
    ...pagesOf(clientDir).map((page) =>
      pageReferences(tagsOf(read(page.file)), {
        label: pageLabel(page),
        base: `${origin}${page.path}`,
        origin,
      }),
    ),
    ...allFiles.map((file) =>
      fileReferences(file, () => read(file), `${origin}/${file}`),
    ),
  ];
  const references = found.flatMap((each) => each.references);
  /** @type {LinkProblem[]} */
  const problems = found.flatMap((each) => each.problems);
  for (const reference of references) {
    const problem = checkReference(reference, site);
    if (problem)
      problems.push({
        source: reference.source,
        reference: reference.value,
        problem,
      });
  }
  return { checked: references.length, problems };
}

/**
 * What is wrong with one reference, or null.
 * @param {Reference} reference
 * @param {{ origin: string, files: Set<string>, fragmentTargets: (file: string) => Set<string> }} site
 * @returns {string | null}
 */
function checkReference({ value, base, kind }, site) {
  const trimmed = value.trim();
  if (trimmed === "") return "empty URL";
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme === "mailto" || scheme === "tel") {
    if (kind !== "navigation") return `${scheme}: is not a ${kind} URL`;
    if (
      scheme === "mailto" &&
      !/^mailto:[^@\s]+@[^@\s]+\.[^@\s]+/i.test(trimmed)
    )
      return "not a valid mailto: address";
    if (
      scheme === "tel" &&
      !/^tel:\+?[0-9][0-9().\- ]*$/i.test(decodeURIComponentSafe(trimmed))
    )
      return "not a valid tel: number";
    return null;
  }
  if (scheme === "data")
    return kind === "resource" ? null : "data: URL as a link";
  if (scheme && scheme !== "https" && scheme !== "http")
    return `${scheme}: URLs are not allowed`;
  let url;
  try {
    url = new URL(trimmed, base);
  } catch {
    return "not a valid URL";
  }
  if (url.origin !== site.origin) {
    if (kind === "identity") return `not on the site's origin ${site.origin}`;
    if (url.protocol !== "https:") return "external URL is not https";
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname))
      return "external URL has no valid host name";
    return null;
  }
  const resolved = resolveSitePath(site.files, url.pathname, {
    redirects: kind !== "identity",
  });
  if ("problem" in resolved) return resolved.problem;
  if (!url.hash || !/\.(html|svg)$/.test(resolved.file)) return null;
  const fragment = decodeURIComponentSafe(url.hash.slice(1));
  if (resolved.file.endsWith(".html") && isImplicitFragment(fragment))
    return null;
  return site.fragmentTargets(resolved.file).has(fragment)
    ? null
    : `no element with id "${fragment}" in ${resolved.file}`;
}

/** @param {string} text */
function decodeURIComponentSafe(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
