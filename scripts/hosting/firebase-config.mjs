// @ts-check
/** firebase.json for Firebase Hosting, written from the hosting rules and the build's facts. */
import {
  ASSET_EXTENSIONS,
  defaultHeaders,
  HASHED_ASSETS_PREFIX,
  HOME_PATH,
  IMMUTABLE,
  pageHeaders,
} from "../../server/hosting-rules.mjs";

/** @typedef {import("../../server/hosting-rules.mjs").HostingFacts} HostingFacts */

/**
 * Every path, dot segments included (/.env, /.well-known/x): a glob's `**` skips names that start
 * with a dot, as in a shell. `[\s\S]`, not `.`, so a path with an encoded line break matches too.
 */
const EVERY_PATH = "^/[\\s\\S]*$";

/** @param {Record<string, string>} headers */
const asList = (headers) =>
  Object.entries(headers).map(([key, value]) => ({ key, value }));

/** @param {string} letter a letter or digit, matched in either case */
const eitherCase = (letter) =>
  letter.toLowerCase() === letter.toUpperCase()
    ? letter
    : `[${letter.toLowerCase()}${letter.toUpperCase()}]`;

/**
 * A regular expression for a path whose last segment has no extension, or one that is not among
 * `extensions`, in any letter case. Firebase reads RE2, which has no look-ahead (and superstatic
 * may read it as JavaScript), so "not one of these" is spelled out from a tree of the extensions'
 * letters: at each letter, stop short of a whole extension, take another letter, or go past it.
 * @param {readonly string[]} extensions lower-case letters and digits
 */
export function pageLikePathRegex(extensions) {
  /** @typedef {{ end: boolean, next: Map<string, Branch> }} Branch */
  /** @returns {Branch} */
  const branch = () => ({ end: false, next: new Map() });
  const tree = branch();
  for (const extension of extensions) {
    if (!/^[a-z0-9]+$/.test(extension))
      throw new Error(`Unexpected asset extension: ${extension}`);
    let node = tree;
    for (const letter of extension) {
      if (!node.next.has(letter)) node.next.set(letter, branch());
      node = /** @type {Branch} */ (node.next.get(letter));
    }
    node.end = true;
  }
  /** The rest of an extension that, after this branch's letters, is not in the list. @param {Branch} node @returns {string} */
  const notListed = (node) => {
    const letters = [...node.next.keys()];
    const taken = letters.flatMap((l) => [l.toLowerCase(), l.toUpperCase()]);
    const alternatives = [
      ...(node.end ? [] : [""]),
      ...letters.map(
        (l) =>
          eitherCase(l) + notListed(/** @type {Branch} */ (node.next.get(l))),
      ),
      `[^./${[...new Set(taken)].join("")}][^./]*`,
    ];
    return `(?:${alternatives.join("|")})`;
  };
  return `^/(?:[^/]*/)*(?:[^./]*|[^/]*\\.${notListed(tree)})$`;
}

/**
 * A regular expression (RE2 and JavaScript alike) for exactly these hashed asset files.
 * Firebase applies a header rule to any response whose path matches, a 404 included, so a glob
 * such as "/assets/**" would give a missing file a year's immutable caching; listing the files
 * the build wrote keeps that header to them. Files `ignore` leaves out are left out here too.
 * @param {readonly string[]} files paths under the client folder, e.g. "assets/root-abc.js"
 */
export function hashedAssetsRegex(files) {
  const prefix = HASHED_ASSETS_PREFIX.slice(1);
  const names = files
    .filter((file) => !/(?:^|\/)\.|\.(?:br|gz)$/.test(file))
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

/**
 * Firebase applies every header rule whose source matches and, for the same header, the last
 * one wins; redirects come before files; rewrites only after no file matched. Unknown pages
 * therefore cannot be HTTP redirects here: they are rewritten to the noindex fallback page,
 * which sends the visitor to /home (decision 002's "client redirect otherwise"). A page is any
 * path but an asset's, whatever its extension (decision 069); a missing asset stays a 404, and
 * is never cached as immutable (decision 072).
 * @param {HostingFacts} facts
 * @param {{ publicDir?: string, hashedAssets?: readonly string[] }} [options] the client folder,
 *   relative to firebase.json, and the files the build wrote under it in assets/
 */
export function firebaseConfig(
  facts,
  { publicDir = "client", hashedAssets = [] } = {},
) {
  const immutable = hashedAssetsRegex(hashedAssets);
  return {
    hosting: {
      public: publicDir,
      // Firebase compresses with brotli and gzip itself; the precompressed twins stay home.
      ignore: ["**/.*", "**/*.br", "**/*.gz"],
      cleanUrls: true,
      trailingSlash: false,
      redirects: [
        { source: "/", destination: HOME_PATH, type: 301 },
        { source: "/index.html", destination: HOME_PATH, type: 301 },
      ],
      rewrites: [
        {
          regex: pageLikePathRegex(ASSET_EXTENSIONS),
          destination: "/index.html",
        },
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
