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

/**
 * Whether a request's Host header is one nginx would accept, so both hosts refuse the same ones
 * (400): exactly one, naming something (a trailing dot and the port aside), with no "/" and no
 * "..". Absent is fine here: HTTP/1.0 has none, and Node itself refuses HTTP/1.1 without one.
 * The site never builds a URL from it; this keeps the two hosts' answers alike.
 * @param {string[] | undefined} values every Host header of the request
 */
export function hostIsValid(values) {
  if (values === undefined) return true;
  if (values.length !== 1) return false;
  const [host = ""] = values;
  const name = host.startsWith("[")
    ? host.slice(0, host.indexOf("]") + 1)
    : host.replace(/:.*/, "");
  return !/[/\0]|\.\./.test(host) && name.replace(/\.$/, "") !== "";
}

/**
 * The status that refuses a request before its target is read, or null: 505 for an HTTP version
 * other than 1.x (Node's parser lets "HTTP/2.0" through on a plain connection; nginx answers 505),
 * 400 for a Host header nginx would refuse.
 * @param {{ httpVersionMajor: number, httpVersionMinor: number, headersDistinct: Record<string, string[] | undefined> }} req
 * @returns {400 | 505 | null}
 */
export function requestRefusal({
  httpVersionMajor,
  httpVersionMinor,
  headersDistinct,
}) {
  if (httpVersionMajor !== 1) return 505;
  // HTTP/1.1 requires a Host (RFC 9112); HTTP/1.0 has none to send.
  if (httpVersionMinor > 0 && headersDistinct.host === undefined) return 400;
  if (!hostIsValid(headersDistinct.host)) return 400;
  return null;
}
