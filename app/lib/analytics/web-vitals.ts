import type { Metric } from "web-vitals";

import type { AnalyticsEvents } from "./events";

/** The analytics parameters of one web-vitals report. */
export function webVitalsParams(metric: Metric): AnalyticsEvents["web_vitals"] {
  return {
    metric_name: metric.name,
    // CLS is a small unitless score: keep four decimals; the others are whole milliseconds.
    value:
      metric.name === "CLS"
        ? Math.round(metric.value * 10_000) / 10_000
        : Math.round(metric.value),
    delta:
      metric.name === "CLS"
        ? Math.round(metric.delta * 10_000) / 10_000
        : Math.round(metric.delta),
    rating: metric.rating,
    metric_id: metric.id,
    navigation_type: metric.navigationType,
  };
}

let started: Promise<void> | undefined;

/**
 * Starts measuring LCP, INP, CLS, FCP and TTFB once per page load, loading the web-vitals
 * library only now (it is not part of any page's first load). Each metric is reported when the
 * library settles it: FCP and TTFB early, LCP on the first input or when the page is hidden,
 * CLS and INP when the page is hidden.
 */
export function startWebVitals(
  report: (params: AnalyticsEvents["web_vitals"]) => void,
): Promise<void> {
  started ??= import("web-vitals").then(
    ({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const send = (metric: Metric) => report(webVitalsParams(metric));
      onCLS(send);
      onFCP(send);
      onINP(send);
      onLCP(send);
      onTTFB(send);
    },
    (error: unknown) => {
      started = undefined;
      console.warn("Web vitals could not load.", error);
    },
  );
  return started;
}
