// @ts-check
/**
 * The link check of a client build (decision 053), by linkinator, on the site as `npm start`
 * serves it: from the sitemap through every link, asset, url() and #fragment. A redirect fails
 * (it is also how a page the build lacks shows); another site's link is only required to be https.
 */
import { LinkChecker } from "linkinator";

import { startSiteServer } from "../../server/serve.mjs";

/** @typedef {{ source: string, reference: string, problem: string }} LinkProblem */

/**
 * @param {string} clientDir
 * @param {{ siteUrl: string }} options the public origin the build was made for
 * @returns {Promise<{ checked: number, problems: LinkProblem[] }>}
 */
export async function checkLinks(clientDir, { siteUrl }) {
  const { origin } = new URL(siteUrl);
  const server = await startSiteServer({ port: 0, root: clientDir });
  /** A URL as the report shows it: a path on the site, anything else in full. */
  const shown = (/** @type {string} */ url) =>
    url.startsWith(`${server.url}/`) ? url.slice(server.url.length) : url;
  try {
    const { links } = await new LinkChecker().check({
      path: server.url,
      sitemap: true,
      recurse: true,
      checkCss: true,
      checkFragments: true,
      redirects: "error",
      // The site's absolute addresses (canonical, og:image, JSON-LD, the sitemap's) are on it too.
      urlRewriteExpressions: [
        {
          pattern: new RegExp(
            `^${origin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=/|$)`,
          ),
          replacement: server.url,
        },
      ],
      // Called with a link as written on the page, and as rewritten.
      linksToSkip: async (link) =>
        ![server.url, origin].some((site) => link.startsWith(`${site}/`)),
    });
    /** @type {Map<string, LinkProblem>} */
    const problems = new Map();
    for (const link of links) {
      const problem =
        link.state === "BROKEN"
          ? whyBroken(link, shown)
          : link.state === "SKIPPED"
            ? otherSite(link.url)
            : null;
      const source = link.parent ? shown(link.parent) : "sitemap.xml";
      const reference = shown(link.url);
      if (problem)
        problems.set(`${source} ${reference}`, { source, reference, problem });
    }
    return {
      checked: new Set(links.map((link) => link.url)).size,
      problems: [...problems.values()].sort(
        (a, b) =>
          a.source.localeCompare(b.source) ||
          a.reference.localeCompare(b.reference),
      ),
    };
  } finally {
    await server.close();
  }
}

/**
 * @param {import("linkinator").LinkResult} link
 * @param {(url: string) => string} shown
 */
function whyBroken({ url, status = 0, failureDetails = [] }, shown) {
  const location = failureDetails
    .map((detail) => ("headers" in detail ? detail.headers.location : ""))
    .find(Boolean);
  // The hosting rules answer a page the build lacks with a 302 home, and a URL that is not a
  // page's own (a trailing slash, "/") with a 301 to it.
  if (location)
    return `redirects (${status} → ${shown(location)}): ${status === 302 ? "no such page in the build" : "link to the final address"}`;
  if (status >= 400)
    return `the server answers ${status}${status === 404 ? ": no such file in the build" : ""}`;
  // A page that is there, broken only by its #fragment.
  if (status >= 200)
    return `no element with id “${decodeURIComponent(new URL(url).hash.slice(1))}” on that page`;
  const errors = failureDetails.filter((detail) => detail instanceof Error);
  return errors.map((error) => error.message).join("; ") || "not a valid URL";
}

/** What is wrong with a link to another site, which is never fetched, or null. */
function otherSite(/** @type {string} */ url) {
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(url)?.[0].toLowerCase() ?? "";
  if (["https:", "mailto:", "tel:", "data:"].includes(scheme)) return null;
  return scheme === "http:" ? "use https" : `${scheme} links are not allowed`;
}
