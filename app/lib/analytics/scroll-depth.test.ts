import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { trackScrollDepth } from "./scroll-depth";

/** A window 1000 px tall on a 4000 px page, whose frames are fake 16 ms timers. */
function fakeWindow(scrollHeight = 4000) {
  const events = new EventTarget();
  const win = {
    scrollY: 0,
    innerHeight: 1000,
    document: { documentElement: { scrollHeight } },
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
  vi.stubGlobal("window", win);
  return { scrollTo, input };
}

describe("trackScrollDepth", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("ignores scrolling the visitor did not do: a new page animated or jumped to its top", () => {
    const { scrollTo } = fakeWindow();
    const report = vi.fn();
    trackScrollDepth(report);
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
      const { scrollTo, input } = fakeWindow();
      const report = vi.fn();
      trackScrollDepth(report);
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
    const { scrollTo, input } = fakeWindow();
    const report = vi.fn();
    const stop = trackScrollDepth(report);
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
    const stop = trackScrollDepth(vi.fn());
    first.input("pointerdown");
    stop();
    const report = vi.fn();
    trackScrollDepth(report);
    first.scrollTo(0);
    vi.runAllTimers();
    expect(report).not.toHaveBeenCalled();
  });

  it("counts a page scrolled to its last sub-pixel, or one with no height, as 100", () => {
    for (const [height, y] of [
      [4000, 2999.6],
      [0, 0],
    ] as const) {
      const { scrollTo, input } = fakeWindow(height);
      const report = vi.fn();
      trackScrollDepth(report);
      input("wheel");
      scrollTo(y);
      vi.runAllTimers();
      expect(report).toHaveBeenLastCalledWith(100);
    }
  });

  it("reports 25 % at the top of a page four screens tall", () => {
    const { scrollTo, input } = fakeWindow();
    const report = vi.fn();
    trackScrollDepth(report);
    input("keydown");
    scrollTo(0);
    vi.runAllTimers();
    expect(report.mock.calls).toEqual([[25]]);
  });
});
