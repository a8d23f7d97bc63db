import { afterEach, describe, expect, it } from "vitest";

import { keepPageClearOf } from "./dom";

function fixedBar(height: number) {
  const bar = document.createElement("div");
  bar.style.cssText = `position: fixed; left: 0; right: 0; bottom: 12px; height: ${height}px`;
  document.body.append(bar);
  return bar;
}

describe("keepPageClearOf", () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it("ends the page, and focus scrolling, above a bar fixed to the bottom", () => {
    const bar = fixedBar(100);
    const release = keepPageClearOf(bar);
    // The bar and the 12 px gap beneath it.
    expect(document.body.style.paddingBottom).toBe("112px");
    expect(document.documentElement.style.scrollPaddingBottom).toBe("112px");
    release();
    expect(document.body.style.paddingBottom).toBe("");
    expect(document.documentElement.style.scrollPaddingBottom).toBe("");
  });

  it("follows the bar when it grows", async () => {
    const bar = fixedBar(100);
    const release = keepPageClearOf(bar);
    bar.style.height = "160px";
    await expect.poll(() => document.body.style.paddingBottom).toBe("172px");
    release();
  });
});
