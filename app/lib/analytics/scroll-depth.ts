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
