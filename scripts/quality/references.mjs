// @ts-check
/**
 * The URLs a built file refers to, for the link crawl (link-crawl.mjs): in a page's tags, a
 * stylesheet, a JavaScript module, the web manifest, robots.txt, the sitemap, a feed and the
 * service worker's precache list. Only finds them; checking is link-crawl.mjs's job.
 */
import { decodeEntities } from "./build-files.mjs";
import { moduleSpecifiers } from "./module-graph.mjs";

/**
 * @typedef {"navigation" | "resource" | "identity"} ReferenceKind navigation: a link a visitor
 *   follows (may be mailto:/tel:); resource: a file the browser fetches (may be data:);
 *   identity: a canonical address (must be on the site and reach its file without a redirect)
 * @typedef {{ value: string, source: string, base: string, kind: ReferenceKind }} Reference
 *   A URL as written (entities decoded), where it was found, the URL it is relative to, its kind.
 * @typedef {{ source: string, reference: string, problem: string }} LinkProblem
 * @typedef {{ references: Reference[], problems: LinkProblem[] }} Found
 */

/** Elements whose src (or poster, data) names a file the browser fetches. */
const SOURCE_ELEMENTS = new Set([
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
]);
const IMAGE_META = /^(og:image(:url|:secure_url)?|twitter:image(:src)?)$/;

/**
 * Collects references into `found`; embedded code or data that does not parse is a problem of
 * its own rather than a crash.
 * @param {Found} found
 * @param {string} base
 */
function collector(found, base) {
  return {
    /** @param {string} value @param {ReferenceKind} kind @param {string} source */
    add(value, kind, source) {
      found.references.push({ value, source, base, kind });
    },
    /**
     * @param {() => string[] | [string, ReferenceKind][]} read
     * @param {ReferenceKind} kind used for plain strings
     * @param {string} source
     * @param {string} what
     */
    addParsed(read, kind, source, what) {
      try {
        for (const item of read())
          if (typeof item === "string") this.add(item, kind, source);
          else this.add(item[0], item[1], source);
      } catch (error) {
        found.problems.push({
          source,
          reference: what,
          problem: `does not parse: ${error instanceof Error ? error.message : String(error)}`,
        });
      }
    },
  };
}

/**
 * The references of a page, from its tags.
 * @param {import("./build-files.mjs").Tag[]} tags
 * @param {{ label: string, base: string, origin: string }} page how the page is named, its URL,
 *   the site's origin (for JSON-LD)
 * @returns {Found}
 */
export function pageReferences(tags, { label, base, origin }) {
  /** @type {Found} */
  const found = { references: [], problems: [] };
  const collect = collector(found, base);
  for (const tag of tags) {
    const source = `${label} (line ${tag.line}, <${tag.name}>)`;
    /** @param {string} value @param {ReferenceKind} kind */
    const add = (value, kind) => collect.add(value, kind, source);
    const attr = (/** @type {string} */ name) => tag.attributes.get(name);
    const rel = attr("rel")?.toLowerCase().split(/\s+/) ?? [];
    const href = attr("href");
    if (["a", "area", "link"].includes(tag.name) && href !== undefined)
      add(
        href,
        rel.includes("canonical")
          ? "identity"
          : tag.name === "link"
            ? "resource"
            : "navigation",
      );
    if (tag.name === "form" && attr("action"))
      add(attr("action") ?? "", "navigation");
    if (SOURCE_ELEMENTS.has(tag.name))
      for (const name of ["src", "poster", "data"])
        if (attr(name)) add(attr(name) ?? "", "resource");
    for (const candidate of (attr("srcset") ?? attr("imagesrcset") ?? "").split(
      ",",
    ))
      if (candidate.trim())
        add(candidate.trim().split(/\s+/)[0] ?? "", "resource");
    if (tag.name === "use" || tag.name === "image")
      for (const name of ["href", "xlink:href"])
        if (attr(name)) add(attr(name) ?? "", "resource");
    if (tag.name === "meta") {
      const key = (attr("property") ?? attr("name") ?? "").toLowerCase();
      const content = attr("content") ?? "";
      if (IMAGE_META.test(key)) add(content, "resource");
      if (key === "og:url") add(content, "identity");
      const refresh = /url\s*=\s*['"]?([^'"]+)/i.exec(content);
      if (attr("http-equiv")?.toLowerCase() === "refresh" && refresh?.[1])
        add(refresh[1].trim(), "navigation");
    }
    const type = attr("type")?.trim().toLowerCase();
    if (tag.name === "script" && !attr("src") && type === "module")
      collect.addParsed(
        () => allSpecifiers(tag.text),
        "resource",
        source,
        "inline module script",
      );
    if (tag.name === "script" && type === "application/ld+json")
      collect.addParsed(
        () => sameOriginStrings(JSON.parse(tag.text), origin),
        "navigation",
        source,
        "JSON-LD",
      );
    if (tag.name === "style")
      for (const url of cssUrls(tag.text)) add(url, "resource");
  }
  return found;
}

/**
 * The references of a file of the build other than a page.
 * @param {string} file its path under the client folder
 * @param {() => string} read its text
 * @param {string} base its URL
 * @returns {Found}
 */
export function fileReferences(file, read, base) {
  /** @type {Found} */
  const found = { references: [], problems: [] };
  const collect = collector(found, base);
  if (file.endsWith(".css"))
    for (const url of cssUrls(read())) collect.add(url, "resource", file);
  else if (file.startsWith("assets/") && /\.m?js$/.test(file)) {
    const code = read();
    collect.addParsed(
      () => allSpecifiers(code),
      "resource",
      file,
      "JavaScript module",
    );
    // Vite's preload lists name files from the site root ("assets/x.js").
    for (const [, list = ""] of code.matchAll(/\bm\.f=\[([^\]]*)\]/g))
      for (const [, name = ""] of list.matchAll(/"([^"]+)"/g))
        collect.add(`/${name}`, "resource", `${file} (preload list)`);
  } else if (file === "sw.js")
    for (const [, url = ""] of read().matchAll(/\burl:"([^"]+)"/g))
      collect.add(url, "identity", `${file} (precache)`);
  else if (file.endsWith(".webmanifest") || file.endsWith("manifest.json"))
    collect.addParsed(
      () => manifestUrls(JSON.parse(read())),
      "navigation",
      file,
      "web app manifest",
    );
  else if (file === "robots.txt")
    for (const [, url = ""] of read().matchAll(/^\s*sitemap:\s*(\S+)/gim))
      collect.add(url, "identity", file);
  else if (file.endsWith(".xml")) {
    const xml = read();
    if (/<(urlset|sitemapindex)\b/.test(xml))
      for (const [, url = ""] of xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g))
        collect.add(decodeEntities(url), "identity", `${file} (<loc>)`);
    else for (const url of feedUrls(xml)) collect.add(url, "navigation", file);
  }
  return found;
}

/** Static and dynamic import specifiers of a module. @param {string} code */
function allSpecifiers(code) {
  const specifiers = moduleSpecifiers(code);
  return [...specifiers.static, ...specifiers.dynamic];
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
 * @returns {[string, ReferenceKind][]}
 */
function manifestUrls(manifest) {
  /** @type {[string, ReferenceKind][]} */
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
