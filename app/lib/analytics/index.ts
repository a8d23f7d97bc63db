import type { ConsentState } from "../consent/consent";
import type { AnalyticsEvent, AnalyticsEvents } from "./events";
import type { AnalyticsService } from "./service";

let service: Promise<AnalyticsService | undefined> | undefined;

/** Runs the call on the analytics, loaded as its own chunk on first use; calls wait in order. */
function withAnalytics(call: (service: AnalyticsService) => void) {
  if (typeof window === "undefined") return;
  service ??= import("./service").then(
    ({ createBrowserAnalytics }) => createBrowserAnalytics(),
    (error: unknown) => {
      service = undefined;
      console.warn("Analytics could not load.", error);
      return undefined;
    },
  );
  void service.then((loaded) => loaded && call(loaded));
}

export function track<Name extends keyof AnalyticsEvents>(
  name: Name,
  params: AnalyticsEvents[Name],
) {
  withAnalytics((analytics) => analytics.track(name, params));
}

export function trackAll(events: readonly AnalyticsEvent[]) {
  withAnalytics((analytics) => {
    for (const event of events) analytics.track(event.name, event.params);
  });
}

/** Events already counted in the page view shown, by name and key (see trackOncePerPageView). */
let countedInPageView = new Set<string>();

/** A new page arrival: its page view events, and a fresh page view for trackOncePerPageView. */
export function trackPageView(events: readonly AnalyticsEvent[]) {
  countedInPageView = new Set();
  trackAll(events);
}

/** Sends the event once per page view and key; one dropped for lack of consent does not count. */
export function trackOncePerPageView<Name extends keyof AnalyticsEvents>(
  key: string,
  name: Name,
  params: AnalyticsEvents[Name],
) {
  const counted = countedInPageView;
  const id = `${name}\n${key}`;
  if (counted.has(id)) return;
  withAnalytics((analytics) => {
    if (analytics.consentState === "denied" || counted.has(id)) return;
    counted.add(id);
    analytics.track(name, params);
  });
}

export function setAnalyticsConsent(state: ConsentState) {
  withAnalytics((analytics) => analytics.setConsent(state));
}
