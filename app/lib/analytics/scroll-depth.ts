import { SCROLL_THRESHOLDS, type ScrollThreshold } from "./events";

export interface ScrollMetrics {
  scrollY: number;
  viewportHeight: number;
  documentHeight: number;
}

/** How far down the page the bottom of the viewport is, in percent (0-100). */
export function scrolledPercent({
  scrollY,
  viewportHeight,
  documentHeight,
}: ScrollMetrics): number {
  if (documentHeight <= 0) return 100;
  return Math.min(
    100,
    Math.max(0, ((scrollY + viewportHeight) / documentHeight) * 100),
  );
}

/**
 * Remembers which thresholds this page view has passed, so each is reported once.
 * `update` returns the thresholds newly passed, in ascending order.
 */
export function createScrollDepthTracker(
  thresholds: readonly ScrollThreshold[] = SCROLL_THRESHOLDS,
) {
  const reported = new Set<ScrollThreshold>();
  return {
    update(metrics: ScrollMetrics): ScrollThreshold[] {
      // Rounding keeps a page scrolled to its last pixel at 100 despite sub-pixel heights.
      const percent = Math.round(scrolledPercent(metrics) * 10) / 10;
      const passed = thresholds.filter(
        (threshold) => percent >= threshold && !reported.has(threshold),
      );
      passed.forEach((threshold) => reported.add(threshold));
      return passed;
    },
  };
}

/** What trackScrollDepth needs of the window (a plain object in unit tests). */
export interface ScrollingWindow extends Pick<
  Window,
  | "addEventListener"
  | "removeEventListener"
  | "scrollY"
  | "innerHeight"
  | "requestAnimationFrame"
  | "cancelAnimationFrame"
> {
  document: { documentElement: { scrollHeight: number } };
}

/**
 * What shows that the visitor moves the page: a wheel, a touch, a key (arrows, Page Down, Space,
 * Tab, Enter on an in-page link) or a press (the scroll bar, a middle-click autoscroll).
 */
const VISITOR_INPUT = [
  "wheel",
  "touchstart",
  "keydown",
  "pointerdown",
] as const;

/**
 * Reports each scroll depth threshold the visitor passes in this page view, once. Only the
 * visitor's own scrolling counts: scrolls before their first input in this page view (the
 * router opening the page at its top or fragment, a restored position, scroll anchoring while
 * images load) are the site's, not theirs. Returns the function that stops tracking.
 */
export function trackScrollDepth(
  report: (percent: ScrollThreshold) => void,
  win: ScrollingWindow = window,
): () => void {
  const depth = createScrollDepthTracker();
  let visitorActed = false;
  let frame = 0;
  const measure = () => {
    frame = 0;
    depth
      .update({
        scrollY: win.scrollY,
        viewportHeight: win.innerHeight,
        documentHeight: win.document.documentElement.scrollHeight,
      })
      .forEach(report);
  };
  const onScroll = () => {
    if (visitorActed && !frame) frame = win.requestAnimationFrame(measure);
  };
  const onInput = () => {
    visitorActed = true;
  };
  const options = { capture: true, passive: true };
  VISITOR_INPUT.forEach((type) => win.addEventListener(type, onInput, options));
  win.addEventListener("scroll", onScroll, { passive: true });
  return () => {
    VISITOR_INPUT.forEach((type) =>
      win.removeEventListener(type, onInput, options),
    );
    win.removeEventListener("scroll", onScroll);
    if (frame) win.cancelAnimationFrame(frame);
  };
}
