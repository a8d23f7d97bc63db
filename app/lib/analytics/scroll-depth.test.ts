import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  createScrollDepthTracker,
  scrolledPercent,
  trackScrollDepth,
  type ScrollingWindow,
} from "./scroll-depth";

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

/** A window 1000 px tall on a 4000 px page, whose frames are fake 16 ms timers. */
function fakeWindow() {
  const events = new EventTarget();
  const win = {
    scrollY: 0,
    innerHeight: 1000,
    document: { documentElement: { scrollHeight: 4000 } },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    requestAnimationFrame: (callback: FrameRequestCallback) =>
      setTimeout(() => callback(performance.now()), 16) as unknown as number,
    cancelAnimationFrame: (id: number) => clearTimeout(id),
  };
  const scrollTo = (y: number) => {
    win.scrollY = y;
    events.dispatchEvent(new Event("scroll"));
  };
  const input = (type: string) => events.dispatchEvent(new Event(type));
  return { win: win as unknown as ScrollingWindow, scrollTo, input };
}

describe("trackScrollDepth", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("ignores scrolling the visitor did not do: a new page animated or jumped to its top", () => {
    const { win, scrollTo } = fakeWindow();
    const report = vi.fn();
    trackScrollDepth(report, win);
    for (let y = 3000; y >= 0; y -= 250) {
      scrollTo(y);
      vi.advanceTimersByTime(16);
    }
    vi.runAllTimers();
    expect(report).not.toHaveBeenCalled();
  });

  it.each(["wheel", "touchstart", "keydown", "pointerdown"])(
    "counts scrolling after the visitor's %s, once per threshold, measured once a frame",
    (type) => {
      const { win, scrollTo, input } = fakeWindow();
      const report = vi.fn();
      trackScrollDepth(report, win);
      input(type);
      scrollTo(1000);
      scrollTo(3000);
      expect(report).not.toHaveBeenCalled();
      vi.advanceTimersByTime(16);
      expect(report.mock.calls.map(([percent]) => percent)).toEqual([
        25, 50, 75, 100,
      ]);
      scrollTo(0);
      scrollTo(3000);
      vi.runAllTimers();
      expect(report).toHaveBeenCalledTimes(4);
    },
  );

  it("stops listening, and drops a measure still waiting for its frame, when stopped", () => {
    const { win, scrollTo, input } = fakeWindow();
    const report = vi.fn();
    const stop = trackScrollDepth(report, win);
    input("wheel");
    scrollTo(3000);
    stop();
    vi.runAllTimers();
    input("wheel");
    scrollTo(3000);
    vi.runAllTimers();
    expect(report).not.toHaveBeenCalled();
  });

  it("starts each page view without the visitor's input from the last one", () => {
    const first = fakeWindow();
    const stop = trackScrollDepth(vi.fn(), first.win);
    first.input("pointerdown");
    stop();
    const report = vi.fn();
    trackScrollDepth(report, first.win);
    first.scrollTo(0);
    vi.runAllTimers();
    expect(report).not.toHaveBeenCalled();
  });
});
