// @ts-check
/**
 * The path of a request, checked before it reaches the file system: only clean, absolute paths
 * pass. Everything else (dot segments, encoded or not, NUL and other control characters,
 * backslashes, malformed percent-encoding) is refused, so no file outside the build is ever
 * looked up and no redirect can be steered off the site.
 */

/** Printable ASCII only: a raw target with anything else is not one a browser sends. */
const RAW_TARGET = /^[\x21-\x7e]*$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x1f\x7f]/;

/**
 * @param {string} rawUrl the request target as received (`req.url`)
 * @returns {{ rawPath: string, path: string, search: string } | null} null when it must be refused
 */
export function readRequestTarget(rawUrl) {
  if (!RAW_TARGET.test(rawUrl)) return null;
  let target = rawUrl;
  // Absolute form ("GET http://host/path"), which HTTP/1.1 servers must accept.
  const absolute = /^https?:\/\/[^/?#]*/i.exec(target);
  if (absolute) target = target.slice(absolute[0].length) || "/";
  if (!target.startsWith("/")) return null;
  const queryAt = target.search(/[?#]/);
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const search =
    queryAt === -1 || target[queryAt] === "#"
      ? ""
      : target.slice(queryAt).replace(/#.*$/, "");
  let path;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (CONTROL.test(path) || path.includes("\\")) return null;
  const segments = path.split("/");
  if (segments.some((segment) => segment === "." || segment === ".."))
    return null;
  return { rawPath, path, search };
}
