import type { Metric } from "web-vitals";

import type { AnalyticsEvents } from "./events";

export function webVitalsParams(metric: Metric): AnalyticsEvents["web_vitals"] {
  // CLS is a small unitless score: keep four decimals; the others are whole milliseconds.
  const scale = metric.name === "CLS" ? 10_000 : 1;
  const round = (value: number) => Math.round(value * scale) / scale;
  return {
    metric_name: metric.name,
    value: round(metric.value),
    delta: round(metric.delta),
    rating: metric.rating,
    metric_id: metric.id,
    navigation_type: metric.navigationType,
  };
}

let started: Promise<void> | undefined;

/** Measures LCP, INP, CLS, FCP and TTFB once per page load; the library loads only now. */
export function startWebVitals(
  report: (params: AnalyticsEvents["web_vitals"]) => void,
): Promise<void> {
  started ??= import("web-vitals").then(
    ({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const send = (metric: Metric) => report(webVitalsParams(metric));
      for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(send);
    },
    (error: unknown) => {
      started = undefined;
      console.warn("Web vitals could not load.", error);
    },
  );
  return started;
}
