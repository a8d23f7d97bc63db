import { describe, expect, it } from "vitest";

import { contrastRatio, legibleMarkColour } from "./colour-contrast";

describe("colour contrast", () => {
  it("gives 21:1 for black on white and 1:1 for a colour on itself", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#1d43d8", "#1d43d8")).toBe(1);
  });

  it("keeps a brand colour with enough contrast and replaces a pale one", () => {
    expect(legibleMarkColour("#3178C6", "#ffffff", "#0b1733")).toBe("#3178C6");
    expect(legibleMarkColour("#FCC624", "#ffffff", "#0b1733")).toBe("#0b1733");
  });

  it("rejects what is not a hex colour", () => {
    expect(() => contrastRatio("blue", "#ffffff")).toThrow(/Not a/);
  });
});
