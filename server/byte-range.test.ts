import { describe, expect, it } from "vitest";

import { ifRangeHolds, readByteRange } from "./byte-range.mjs";

describe("readByteRange", () => {
  it("reads one range, clamping its end to the file", () => {
    expect(readByteRange("bytes=0-9", 100)).toEqual({
      kind: "part",
      start: 0,
      end: 9,
    });
    expect(readByteRange("bytes=90-", 100)).toMatchObject({
      start: 90,
      end: 99,
    });
    expect(readByteRange("bytes=-10", 100)).toMatchObject({
      start: 90,
      end: 99,
    });
    expect(readByteRange("bytes=-1000", 100)).toMatchObject({
      start: 0,
      end: 99,
    });
    expect(readByteRange("bytes=5-1e3", 100)).toEqual({ kind: "whole" });
    expect(readByteRange(`bytes=1-${"9".repeat(40)}`, 100)).toMatchObject({
      start: 1,
      end: 99,
    });
    expect(readByteRange("bytes=, 0-1 ,", 100)).toMatchObject({
      start: 0,
      end: 1,
    });
  });

  it("refuses a range that starts past the end", () => {
    for (const header of ["bytes=100-", "bytes=100-200", "bytes=-0"])
      expect(readByteRange(header, 100), header).toEqual({
        kind: "unsatisfiable",
      });
    expect(readByteRange(`bytes=${"9".repeat(30)}-`, 100).kind).toBe(
      "unsatisfiable",
    );
  });

  it("ignores what it cannot or will not answer: the whole file", () => {
    for (const header of [
      undefined,
      "",
      "bytes=5-1",
      "bytes=abc",
      "bytes=-",
      "bytes =0-1",
      "bytes=0 -1",
      "bytes=+1-2",
      "items=0-5",
      "bytes=0-1,5-6",
    ])
      expect(readByteRange(header, 100), String(header)).toEqual({
        kind: "whole",
      });
    expect(readByteRange("bytes=0-0", 0)).toEqual({ kind: "whole" });
  });
});

describe("ifRangeHolds", () => {
  const now = Date.parse("2026-11-24T10:00:00Z");
  const current = {
    etag: '"19a-708"',
    lastModified: "Mon, 23 Nov 2026 09:00:00 GMT",
  };

  it("holds with no If-Range, the same strong tag or the exact date", () => {
    expect(ifRangeHolds(undefined, current, now)).toBe(true);
    expect(ifRangeHolds('"19a-708"', current, now)).toBe(true);
    expect(ifRangeHolds(current.lastModified, current, now)).toBe(true);
  });

  it("fails for another tag, a weak one, another date or garbage", () => {
    for (const value of [
      '"19a-709"',
      'W/"19a-708"',
      "Mon, 23 Nov 2026 09:00:01 GMT",
      "Monday, 23-Nov-26 09:00:00 GMT",
      "soon",
    ])
      expect(ifRangeHolds(value, current, now), value).toBe(false);
    expect(ifRangeHolds('W/"a"', { ...current, etag: 'W/"a"' }, now)).toBe(
      false,
    );
  });

  it("trusts a date only once the file is a second old", () => {
    const justNow = Date.parse(current.lastModified) + 500;
    expect(ifRangeHolds(current.lastModified, current, justNow)).toBe(false);
  });
});
