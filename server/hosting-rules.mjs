// @ts-check
/**
 * How the production site is served: redirects and caching. The Node server applies these;
 * the hosting issue generates firebase.json and the nginx config from the same rules.
 */

/** Where "/" and every path the build did not render end up (the spec's route table). */
export const HOME_PATH = "/home";

/**
 * @typedef {{ status: 301 | 302, location: string }} Redirect
 */

/**
 * The redirect for a request path before any file lookup, or null.
 * "/" moves permanently to /home; "/services/" loses its trailing slash so each page has one URL.
 * @param {string} pathname decoded request path
 * @param {string} search query string including "?", or ""
 * @returns {Redirect | null}
 */
export function redirectFor(pathname, search) {
  if (pathname === "/" || pathname === "/index.html")
    return { status: 301, location: HOME_PATH };
  if (pathname.length > 1 && pathname.endsWith("/")) {
    return { status: 301, location: pathname.replace(/\/+$/, "") + search };
  }
  return null;
}

/**
 * What to answer for a path the build has no file for: unknown pages go home (302, since a page
 * may be added there later); a missing asset is a plain 404, never an HTML page in its place.
 * @param {string} pathname
 * @returns {Redirect | { status: 404 }}
 */
export function missingPathResponse(pathname) {
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  if (lastSegment.includes(".")) return { status: 404 };
  return { status: 302, location: HOME_PATH };
}

/**
 * Cache-Control for a served file, by its path under the build output.
 * Hashed assets never change under their name; everything else is revalidated on every visit.
 * @param {string} pathname
 */
export function cacheControlFor(pathname) {
  if (pathname.startsWith("/assets/"))
    return "public, max-age=31536000, immutable";
  return "no-cache";
}
