import { describe, expect, it } from "vitest";

import {
  contrastRatio,
  glyphContrast,
  requiredContrast,
  textContrastProblem,
  type Pixels,
} from "./glyph-contrast";
import { useGateBrowser } from "./test-browser";

/** A picture of `width` × 1 pixels, each given as [r, g, b]. */
function row(...pixels: [number, number, number][]): Pixels {
  return {
    width: pixels.length,
    height: 1,
    data: pixels.flatMap(([r, g, b]) => [r, g, b, 255]),
  };
}

const NIGHT: [number, number, number] = [8, 18, 41];
const GLOW: [number, number, number] = [95, 83, 73];
const TEXT = { r: 170, g: 180, b: 204, a: 1 };

describe("glyph contrast", () => {
  it("takes the lowest contrast behind the glyphs, and only behind them", () => {
    // Pixels 0 and 1 are letters (one over the night, one over the glow), pixel 2 a glow
    // between letters, pixel 3 a letter's edge covered less than half.
    const background = row(NIGHT, GLOW, [250, 200, 100], NIGHT);
    const black = row([0, 0, 0], [0, 0, 0], [250, 200, 100], [4, 9, 20]);
    const white = row(
      [255, 255, 255],
      [255, 255, 255],
      [250, 200, 100],
      [60, 70, 90],
    );
    expect(glyphContrast({ background, black, white }, TEXT)).toEqual({
      glyphPixels: 2,
      lowest: contrastRatio("#aab4cc", "#5f5349"),
      worstBackground: "#5f5349",
    });
    expect(contrastRatio("#aab4cc", "#5f5349")).toBeCloseTo(3.58, 2);
  });

  it("lays a translucent text colour over each background pixel", () => {
    const background = row([0, 0, 0]);
    const black = row([0, 0, 0]);
    const white = row([255, 255, 255]);
    const half = glyphContrast(
      { background, black, white },
      {
        r: 255,
        g: 255,
        b: 255,
        a: 0.5,
      },
    );
    expect(half?.lowest).toBeCloseTo(contrastRatio("#808080", "#000000"), 1);
  });

  it("finds no glyph where black and white text look the same (covered text)", () => {
    const covered = row(NIGHT, NIGHT);
    expect(
      glyphContrast(
        { background: covered, black: covered, white: covered },
        TEXT,
      ),
    ).toBeNull();
  });

  it("refuses shots of different sizes", () => {
    expect(() =>
      glyphContrast(
        { background: row(NIGHT), black: row(NIGHT, NIGHT), white: row(NIGHT) },
        TEXT,
      ),
    ).toThrow(/one size/);
  });

  it("asks 3:1 of large text and 4.5:1 of the rest", () => {
    expect(requiredContrast(14, 400)).toBe(4.5);
    expect(requiredContrast(24, 400)).toBe(3);
    expect(requiredContrast(19, 700)).toBe(3);
    expect(requiredContrast(19, 600)).toBe(4.5);
  });
});

describe("text contrast measured in the browser", { timeout: 60_000 }, () => {
  const gate = useGateBrowser({ viewport: { width: 600, height: 400 } });

  it("fails light grey words over a saffron glow, measured at their letters", async () => {
    await gate.page.goto(gate.fixtures.url("text-over-glow.html"));
    expect(await textContrastProblem(gate.page.locator("#faint"))).toMatch(
      /^text rgb\(170, 180, 204\) at 14 px measures [0-3]\.\d\d:1 over #[0-9a-f]{6} behind its glyphs \(needs 4\.5:1\)$/,
    );
  });

  it("passes them over a dark gradient, and where a panel covers them", async () => {
    await gate.page.goto(gate.fixtures.url("text-over-glow.html"));
    expect(await textContrastProblem(gate.page.locator("#clear"))).toBeNull();
    expect(await textContrastProblem(gate.page.locator("#covered"))).toBeNull();
  });

  it("leaves the page's styles as they were", async () => {
    await gate.page.goto(gate.fixtures.url("text-over-glow.html"));
    const faint = gate.page.locator("#faint");
    await textContrastProblem(faint);
    expect(await faint.getAttribute("style")).toBeFalsy();
  });
});
