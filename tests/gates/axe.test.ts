import { describe, expect, it } from "vitest";

import { axeViolations, WCAG22_AA_TAGS } from "./axe";
import { useGateBrowser } from "./test-browser";

describe("axe gate", { timeout: 60_000 }, () => {
  const gate = useGateBrowser();

  it("runs the WCAG 2.2 A and AA rules", () => {
    expect(WCAG22_AA_TAGS).toEqual(
      expect.arrayContaining([
        "wcag2a",
        "wcag2aa",
        "wcag21a",
        "wcag21aa",
        "wcag22aa",
      ]),
    );
  });

  it("reports an image without alt text and text too faint to read", async () => {
    await gate.page.goto(gate.fixtures.url("axe-broken.html"));
    const violations = await axeViolations(gate.page);
    expect(violations).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^image-alt \(critical\)/),
        expect.stringMatching(/^color-contrast \(serious\)/),
      ]),
    );
  });

  it("reports a WCAG 2.2 target too small to tap", async () => {
    await gate.page.setContent(
      `<!doctype html><html lang="en"><head><title>Small targets</title></head><body><main>
        <h1>Two tiny buttons side by side</h1>
        <button style="all:unset;display:inline-block;width:10px;height:10px;background:#000" aria-label="One"></button><button style="all:unset;display:inline-block;width:10px;height:10px;background:#000" aria-label="Two"></button>
      </main></body></html>`,
    );
    expect(await axeViolations(gate.page)).toEqual([
      expect.stringMatching(/^target-size \(serious\)/),
    ]);
  });

  it("only looks inside `include` when asked to", async () => {
    await gate.page.goto(gate.fixtures.url("axe-broken.html"));
    expect(await axeViolations(gate.page, { include: "h1" })).toEqual([]);
  });

  it("measures text axe cannot decide (over a gradient) by its pixels, and fails it only when faint", async () => {
    await gate.page.goto(gate.fixtures.url("text-over-glow.html"));
    const problems = await axeViolations(gate.page, { allowList: [] });
    expect(problems).toEqual([
      expect.stringMatching(
        /^color-contrast:bgGradient \(needs review\): .* at #faint: text rgb\(170, 180, 204\) at 14 px measures [0-3]\.\d\d:1 over #/,
      ),
    ]);
  });

  it("passes an accessible page", async () => {
    await gate.page.goto(gate.fixtures.url("axe-good.html"));
    expect(await axeViolations(gate.page)).toEqual([]);
  });
});
