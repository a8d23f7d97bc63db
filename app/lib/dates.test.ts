import { describe, expect, it } from "vitest";

import { formatLongDate } from "./dates";

describe("formatLongDate", () => {
  it("writes the day, the month in full and the year", () => {
    expect(formatLongDate("2024-09-25")).toBe("25 September 2024");
    expect(formatLongDate("2024-01-01")).toBe("1 January 2024");
  });

  it("writes the articles' publish dates as the spec shows them", () => {
    expect(
      ["2024-09-25", "2024-09-23", "2024-09-20"].map(formatLongDate),
    ).toEqual(["25 September 2024", "23 September 2024", "20 September 2024"]);
  });

  it("does not shift the day with the time zone", () => {
    expect(formatLongDate("2024-12-31")).toBe("31 December 2024");
  });

  it("writes the legal documents' date in the en-ZA style, not the US one", () => {
    expect(formatLongDate("2025-09-19")).toBe("19 September 2025");
  });

  it("rejects text that is not an ISO date", () => {
    expect(() => formatLongDate("next week")).toThrow(
      'Not an ISO date: "next week"',
    );
    expect(() => formatLongDate("September 19, 2025")).toThrow(
      'Not an ISO date: "September 19, 2025"',
    );
  });
});
