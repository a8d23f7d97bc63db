// @ts-check
/**
 * Range requests (RFC 9110 section 14): one satisfiable byte range is answered, an unsatisfiable
 * one refused; anything else (several ranges, a stale If-Range) gets the whole file (decision 071).
 * @typedef {{ kind: "whole" } | { kind: "part", start: number, end: number } | { kind: "unsatisfiable" }} RangeAnswer
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
  if (!match || size === 0) return WHOLE;
  const [, first, last, suffix] = match;
  if (suffix !== undefined) {
    const length = Number(suffix);
    if (length === 0) return { kind: "unsatisfiable" };
    return { kind: "part", start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? Infinity : Number(last);
  if (end < start) return WHOLE;
  if (start >= size) return { kind: "unsatisfiable" };
  return { kind: "part", start, end: Math.min(end, size - 1) };
}

/**
 * Whether If-Range lets the Range apply: a strong tag equal to the current one, or the exact
 * Last-Modified once it is a second old (RFC 9110 8.8.2.2).
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
