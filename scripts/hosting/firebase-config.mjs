// @ts-check
/** firebase.json for Firebase Hosting, written from the hosting rules and the build's facts. */
import {
  defaultHeaders,
  HASHED_ASSETS_PREFIX,
  HOME_PATH,
  IMMUTABLE,
  pageHeaders,
} from "../../server/hosting-rules.mjs";

/** @typedef {import("../../server/hosting-rules.mjs").HostingFacts} HostingFacts */

/** @param {Record<string, string>} headers */
const asList = (headers) =>
  Object.entries(headers).map(([key, value]) => ({ key, value }));

/**
 * Firebase applies every header rule whose source matches and, for the same header, the last
 * one wins; redirects come before files; rewrites only after no file matched. Unknown pages
 * therefore cannot be HTTP redirects here: they are rewritten to the noindex fallback page,
 * which sends the visitor to /home (decision 002's "client redirect otherwise").
 * @param {HostingFacts} facts
 * @param {{ publicDir?: string }} [options] the client folder, relative to firebase.json
 */
export function firebaseConfig(facts, { publicDir = "client" } = {}) {
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
        // A path whose last segment has no dot is a page; a missing file stays a 404.
        { regex: "^/(?:[^/]+/)*[^./]*$", destination: "/index.html" },
      ],
      headers: [
        { source: "**", headers: asList(defaultHeaders(facts)) },
        {
          source: `${HASHED_ASSETS_PREFIX}**`,
          headers: [{ key: "Cache-Control", value: IMMUTABLE }],
        },
        ...facts.pages.map((page) => ({
          source: page.path,
          headers: asList(pageHeaders(page, facts)),
        })),
      ],
    },
  };
}
