// @ts-check
/**
 * Range requests as RFC 9110 section 14 describes them, for one file of known size: a single
 * satisfiable byte range is answered, an unsatisfiable one refused, and anything else (another
 * unit, a malformed or reversed range, several ranges, a stale If-Range) is ignored, so the
 * whole file is sent. See docs/decisions/071.
 */

/**
 * @typedef {{ kind: "whole" } | { kind: "part", start: number, end: number } | { kind: "unsatisfiable" }} RangeAnswer
 *   What to send: the whole file (200), bytes start..end inclusive (206), or nothing (416).
 */

const WHOLE = /** @type {const} */ ({ kind: "whole" });

/** `bytes=first-[last]` or `bytes=-suffix`, with the empty list elements RFC 9110 allows. */
const BYTE_RANGE = /^bytes=(?:,[ \t]*)*(?:(\d+)-(\d*)|-(\d+))(?:[ \t]*,)*$/i;

/**
 * @param {string | undefined} header the Range header
 * @param {number} size the file's length in bytes
 * @returns {RangeAnswer}
 */
export function readByteRange(header, size) {
  const match = header === undefined ? null : BYTE_RANGE.exec(header);
  // Zero-length files: no range of them is worth a 206, the empty 200 says it all.
  if (!match || size === 0) return WHOLE;
  const [, first, last, suffix] = match;
  if (suffix !== undefined) {
    const length = Number(suffix);
    if (length === 0) return { kind: "unsatisfiable" };
    return { kind: "part", start: Math.max(0, size - length), end: size - 1 };
  }
  // Digits beyond 2^53 lose precision as numbers, but keep their order, which is all we compare.
  const start = Number(first);
  const end = last === "" ? Infinity : Number(last);
  if (end < start) return WHOLE;
  if (start >= size) return { kind: "unsatisfiable" };
  return { kind: "part", start, end: Math.min(end, size - 1) };
}

/**
 * Whether an If-Range precondition lets the Range apply: an entity tag matches only the current
 * one, strongly (a weak tag never does); a date only the exact Last-Modified, and only once that
 * is a second old (RFC 9110 8.8.2.2: a file changed within the second may change again unseen).
 * @param {string | undefined} ifRange the If-Range header, absent when undefined
 * @param {{ etag: string, lastModified: string }} current the file's validators
 * @param {number} [now] the response's time, in milliseconds
 */
export function ifRangeHolds(
  ifRange,
  { etag, lastModified },
  now = Date.now(),
) {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith("W/"))
    return !etag.startsWith("W/") && value === etag;
  return value === lastModified && Date.parse(lastModified) <= now - 1000;
}
