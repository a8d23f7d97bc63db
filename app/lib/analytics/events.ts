/** Every analytics event the site sends, with its parameters: the one typed event map. */
export interface AnalyticsEvents {
  page_view: { page_path: string; page_title: string; page_location: string };
  button_click: { button_name: string; button_location: string };
  form_start: { form_name: string };
  form_submit: { form_name: string; success: boolean; error_message?: string };
  file_download: {
    file_name: string;
    /** "pdf", from the file's name; "" when it has none. */
    file_extension: string;
    file_url: string;
    link_text: string;
  };
  external_link_click: { link_url: string; link_text: string };
  content_engagement: {
    content_type: string;
    content_id: string;
    engagement_type: "view" | "read" | "share" | "copy";
  };
  conversion: { conversion_name: string; value?: number; currency?: string };
  error: { error_message: string; error_context: string; fatal: boolean };
  /** A client-side route change (not the first page load), from one path to another. */
  navigation: {
    /** A link or script (push), history (back/forward), a redirect. */
    navigation_type: "link" | "back_forward" | "replace";
    from: string;
    to: string;
  };
  device_type: {
    device_type: "mobile" | "tablet" | "desktop";
    viewport_width: number;
    viewport_height: number;
  };
  page_interaction: { interaction_type: string; element: string };
  /** The spec's user actions: page_view, dialog_open, dialog_close, form_field_change, ... */
  user_action: {
    action: string;
    context: string;
    timestamp: string;
    [key: string]: string | number | boolean;
  };
  scroll_depth: { percent: ScrollThreshold; page_path: string };
  /** Elapsed milliseconds; event_label says what was timed (a page path, a dialog's name). */
  timing_complete: {
    name: string;
    value: number;
    category: string;
    event_label?: string;
  };
  /** A Core Web Vital measured in the visitor's browser (the web-vitals library's Metric). */
  web_vitals: {
    metric_name: "CLS" | "FCP" | "INP" | "LCP" | "TTFB";
    value: number;
    delta: number;
    rating: "good" | "needs-improvement" | "poor";
    metric_id: string;
    navigation_type: string;
  };
}

/** Set in sessionStorage once device_type is sent: one report per visit. */
export const DEVICE_REPORTED_KEY = "analytics:device-reported";

export const SCROLL_THRESHOLDS = [25, 50, 75, 100] as const;
export type ScrollThreshold = (typeof SCROLL_THRESHOLDS)[number];

/** One event, its parameters those of its name. */
export type AnalyticsEvent = {
  [Name in keyof AnalyticsEvents]: {
    name: Name;
    params: AnalyticsEvents[Name];
  };
}[keyof AnalyticsEvents];
