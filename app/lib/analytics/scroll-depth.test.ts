import { describe, expect, it } from "vitest";

import { createScrollDepthTracker, scrolledPercent } from "./scroll-depth";

const at = (scrollY: number) => ({
  scrollY,
  viewportHeight: 1000,
  documentHeight: 4000,
});

describe("scroll depth", () => {
  it("measures the bottom of the viewport against the page height", () => {
    expect(scrolledPercent(at(0))).toBe(25);
    expect(scrolledPercent(at(3000))).toBe(100);
    expect(
      scrolledPercent({ scrollY: 0, viewportHeight: 800, documentHeight: 0 }),
    ).toBe(100);
  });

  it("reports each threshold once per page view, in order, even when several pass at once", () => {
    const tracker = createScrollDepthTracker();
    expect(tracker.update(at(0))).toEqual([25]);
    expect(tracker.update(at(0))).toEqual([]);
    expect(tracker.update(at(1500))).toEqual([50]);
    expect(tracker.update(at(3000))).toEqual([75, 100]);
    expect(tracker.update(at(0))).toEqual([]);
    expect(tracker.update(at(3000))).toEqual([]);
  });

  it("starts again for a new page view", () => {
    createScrollDepthTracker().update(at(3000));
    expect(createScrollDepthTracker().update(at(3000))).toEqual([
      25, 50, 75, 100,
    ]);
  });

  it("counts a page scrolled to its last sub-pixel as 100", () => {
    const tracker = createScrollDepthTracker();
    expect(
      tracker.update({
        scrollY: 2999.6,
        viewportHeight: 1000,
        documentHeight: 4000,
      }),
    ).toContain(100);
  });
});
