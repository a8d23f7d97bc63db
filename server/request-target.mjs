// @ts-check
/** Printable ASCII only: a raw target with anything else is not one a browser sends. */
const RAW_TARGET = /^[\x21-\x7e]*$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x1f\x7f]/;

/**
 * The path of a request, or null to refuse it: dot segments (encoded or not), control characters,
 * backslashes and bad percent-encoding never reach the file system or a redirect.
 * @param {string} rawUrl the request target as received (`req.url`)
 * @returns {{ rawPath: string, path: string, search: string } | null}
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
 * Whether the Host headers are ones nginx would accept, so both hosts refuse the same requests:
 * exactly one, naming something, with no "/" and no "..". Absent is fine (HTTP/1.0).
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
 * The status that refuses a request before its target is read, as nginx would, or null (Node's
 * parser lets "HTTP/2.0" through on a plain connection).
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
