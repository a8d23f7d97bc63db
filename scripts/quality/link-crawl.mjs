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
  decodeEntities,
  filesUnder,
  fragmentTargetsOf,
  pageLabel,
  pagesOf,
  tagsOf,
} from "./build-files.mjs";
import { moduleSpecifiers } from "./module-graph.mjs";

/**
 * @typedef {{ source: string, reference: string, problem: string }} LinkProblem
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
    // What sirv and the generated nginx/Firebase rules try, in order: the file, the page.
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
 * @typedef {object} Reference
 * @property {string} value the URL as written (entities decoded)
 * @property {string} source file (and line) it was found in, for the report
 * @property {string} base URL it is relative to
 * @property {"navigation" | "resource" | "identity"} kind navigation: links a visitor follows
 *   (may be mailto:/tel:); resource: a file the browser fetches (may be data:); identity: a
 *   canonical address (must be on the site and reach its file without a redirect)
 */

/**
 * Checks the references of a whole client build.
 * @param {string} clientDir
 * @param {{ siteUrl: string }} options the public origin the build was made for
 * @returns {LinkReport}
 */
export function crawlLinks(clientDir, { siteUrl }) {
  const origin = new URL(siteUrl).origin;
  const allFiles = filesUnder(clientDir);
  const files = new Set(allFiles);
  /** @type {Map<string, Set<string>>} */
  const targetsCache = new Map();
  /** @param {string} file */
  const fragmentTargets = (file) => {
    let targets = targetsCache.get(file);
    if (!targets) {
      targets = fragmentTargetsOf(read(file));
      targetsCache.set(file, targets);
    }
    return targets;
  };
  /** @param {string} file */
  const read = (file) => readFileSync(path.join(clientDir, file), "utf8");

  /** @type {Reference[]} */
  const references = [];
  /** @type {LinkProblem[]} */
  const problems = [];
  /**
   * Runs a reader of embedded code or data; what does not parse is a problem of its own.
   * @template T
   * @param {() => T[]} readAll
   * @param {string} source
   * @param {string} what
   * @returns {T[]}
   */
  const readOrReport = (readAll, source, what) => {
    try {
      return readAll();
    } catch (error) {
      problems.push({
        source,
        reference: what,
        problem: `does not parse: ${error instanceof Error ? error.message : String(error)}`,
      });
      return [];
    }
  };
  /** @param {string} file */
  const urlOf = (file) => `${origin}/${file}`;

  for (const page of pagesOf(clientDir)) {
    const base = `${origin}${page.path}`;
    const label = pageLabel(page);
    for (const tag of tagsOf(read(page.file))) {
      const source = `${label} (line ${tag.line}, <${tag.name}>)`;
      /** @param {string} value @param {Reference["kind"]} kind */
      const add = (value, kind) =>
        references.push({ value, source, base, kind });
      const attr = (/** @type {string} */ name) => tag.attributes.get(name);
      const rel = attr("rel")?.toLowerCase().split(/\s+/) ?? [];
      if (
        ["a", "area", "link"].includes(tag.name) &&
        attr("href") !== undefined
      )
        add(
          /** @type {string} */ (attr("href")),
          rel.includes("canonical")
            ? "identity"
            : tag.name === "link"
              ? "resource"
              : "navigation",
        );
      if (tag.name === "form" && attr("action"))
        add(attr("action") ?? "", "navigation");
      for (const name of ["src", "poster", "data"])
        if (
          attr(name) &&
          [
            "img",
            "source",
            "script",
            "video",
            "audio",
            "iframe",
            "embed",
            "object",
            "input",
            "track",
          ].includes(tag.name)
        )
          add(attr(name) ?? "", "resource");
      const srcset = attr("srcset") ?? attr("imagesrcset");
      if (srcset)
        for (const candidate of srcset.split(","))
          if (candidate.trim())
            add(candidate.trim().split(/\s+/)[0] ?? "", "resource");
      if (["use", "image"].includes(tag.name))
        for (const name of ["href", "xlink:href"])
          if (attr(name)) add(attr(name) ?? "", "resource");
      if (tag.name === "meta") {
        const key = (attr("property") ?? attr("name") ?? "").toLowerCase();
        const content = attr("content") ?? "";
        if (/^(og:image(:url|:secure_url)?|twitter:image(:src)?)$/.test(key))
          add(content, "resource");
        if (key === "og:url") add(content, "identity");
        const refresh = /url\s*=\s*['"]?([^'"]+)/i.exec(content);
        if (attr("http-equiv")?.toLowerCase() === "refresh" && refresh?.[1])
          add(refresh[1].trim(), "navigation");
      }
      if (tag.name === "script" && !attr("src")) {
        const type = attr("type")?.trim().toLowerCase();
        if (type === "module")
          for (const specifier of readOrReport(
            () => allSpecifiers(tag.text),
            source,
            "inline module script",
          ))
            add(specifier, "resource");
        if (type === "application/ld+json")
          for (const url of readOrReport(
            () => sameOriginStrings(JSON.parse(tag.text), origin),
            source,
            "JSON-LD",
          ))
            add(url, "navigation");
      }
      if (tag.name === "style")
        for (const url of cssUrls(tag.text)) add(url, "resource");
    }
  }

  for (const file of allFiles) {
    /** @param {string} value @param {Reference["kind"]} kind @param {string} [where] */
    const add = (value, kind, where = file) =>
      references.push({ value, source: where, base: urlOf(file), kind });
    if (file.endsWith(".css"))
      for (const url of cssUrls(read(file))) add(url, "resource");
    else if (file.startsWith("assets/") && /\.m?js$/.test(file)) {
      const code = read(file);
      for (const specifier of readOrReport(
        () => allSpecifiers(code),
        file,
        "JavaScript module",
      ))
        add(specifier, "resource");
      // Vite's preload lists name files from the site root ("assets/x.js").
      for (const [, list = ""] of code.matchAll(/\bm\.f=\[([^\]]*)\]/g))
        for (const [, name = ""] of list.matchAll(/"([^"]+)"/g))
          add(`/${name}`, "resource", `${file} (preload list)`);
    } else if (file === "sw.js")
      for (const [, url = ""] of read(file).matchAll(/\burl:"([^"]+)"/g))
        add(url, "identity", `${file} (precache)`);
    else if (file.endsWith(".webmanifest") || file.endsWith("manifest.json"))
      for (const [url, kind] of readOrReport(
        () => manifestUrls(JSON.parse(read(file))),
        file,
        "web app manifest",
      ))
        add(url, kind);
    else if (file === "robots.txt")
      for (const [, url = ""] of read(file).matchAll(/^\s*sitemap:\s*(\S+)/gim))
        add(url, "identity");
    else if (file.endsWith(".xml")) {
      const xml = read(file);
      if (/<(urlset|sitemapindex)\b/.test(xml))
        for (const [, url = ""] of xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g))
          add(decodeEntities(url), "identity", `${file} (<loc>)`);
      else for (const url of feedUrls(xml)) add(url, "navigation");
    }
  }

  for (const reference of references) {
    const problem = checkReference(reference);
    if (problem)
      problems.push({
        source: reference.source,
        reference: reference.value,
        problem,
      });
  }
  return { checked: references.length, problems };

  /**
   * @param {Reference} reference
   * @returns {string | null} what is wrong with it, or null
   */
  function checkReference({ value, base, kind }) {
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
    if (url.origin !== origin) {
      if (kind === "identity") return `not on the site's origin ${origin}`;
      if (url.protocol !== "https:") return "external URL is not https";
      if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname))
        return "external URL has no valid host name";
      return null;
    }
    const resolved = resolveSitePath(files, url.pathname, {
      redirects: kind !== "identity",
    });
    if ("problem" in resolved) return resolved.problem;
    if (!url.hash) return null;
    const fragment = decodeURIComponentSafe(url.hash.slice(1));
    if (!/\.(html|svg)$/.test(resolved.file)) return null;
    if (resolved.file.endsWith(".html") && isImplicitFragment(fragment))
      return null;
    return fragmentTargets(resolved.file).has(fragment)
      ? null
      : `no element with id "${fragment}" in ${resolved.file}`;
  }
}

/** Static and dynamic import specifiers of a module. @param {string} code */
function allSpecifiers(code) {
  const specifiers = moduleSpecifiers(code);
  return [...specifiers.static, ...specifiers.dynamic];
}

/** @param {string} text */
function decodeURIComponentSafe(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The url() references and imported files of a stylesheet; data: URLs and fragment-only ones
 * (SVG filters and masks in the same document) left out.
 * @param {string} css
 * @returns {string[]}
 */
export function cssUrls(css) {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const urls = [
    ...[
      ...withoutComments.matchAll(
        /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/gi,
      ),
    ].map((match) => match[1] ?? match[2] ?? match[3] ?? ""),
    ...[...withoutComments.matchAll(/@import\s+(?:"([^"]*)"|'([^']*)')/gi)].map(
      (match) => match[1] ?? match[2] ?? "",
    ),
  ];
  return urls.filter((url) => !/^data:/i.test(url) && !url.startsWith("#"));
}

/**
 * Strings of a JSON-LD document that are URLs on the site; "@id" values are identifiers, not
 * addresses, and are left out.
 * @param {unknown} value
 * @param {string} origin
 * @returns {string[]}
 */
export function sameOriginStrings(value, origin) {
  if (typeof value === "string")
    return value === origin || value.startsWith(`${origin}/`) ? [value] : [];
  if (Array.isArray(value))
    return value.flatMap((item) => sameOriginStrings(item, origin));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) =>
      key === "@id" ? [] : sameOriginStrings(item, origin),
    );
  return [];
}

/**
 * The URLs of a web app manifest: start_url, scope, icons, screenshots and shortcuts.
 * @param {Record<string, unknown>} manifest
 * @returns {[string, Reference["kind"]][]}
 */
export function manifestUrls(manifest) {
  /** @type {[string, Reference["kind"]][]} */
  const urls = [];
  /** @param {unknown} list */
  const images = (list) => {
    if (Array.isArray(list))
      for (const image of list)
        if (typeof image?.src === "string") urls.push([image.src, "resource"]);
  };
  for (const key of ["start_url", "scope"])
    if (typeof manifest[key] === "string")
      urls.push([/** @type {string} */ (manifest[key]), "navigation"]);
  images(manifest.icons);
  images(manifest.screenshots);
  if (Array.isArray(manifest.shortcuts))
    for (const shortcut of manifest.shortcuts) {
      if (typeof shortcut?.url === "string")
        urls.push([shortcut.url, "navigation"]);
      images(shortcut?.icons);
    }
  return urls;
}

/**
 * The links of an RSS or Atom feed: <link>, permalink <guid>, <url>, <comments> and
 * href/url/src attributes.
 * @param {string} xml
 * @returns {string[]}
 */
export function feedUrls(xml) {
  const urls = [];
  for (const [, tag = "", attributes = "", text = ""] of xml.matchAll(
    /<(link|guid|url|comments)\b([^>]*)>([^<]*)<\/\1>/g,
  ))
    if (!(tag === "guid" && /isPermaLink\s*=\s*["']false/i.test(attributes)))
      urls.push(decodeEntities(text.trim()));
  for (const [, , value = ""] of xml.matchAll(
    /\s(href|url|src)\s*=\s*"([^"]*)"/g,
  ))
    urls.push(decodeEntities(value));
  return urls;
}
