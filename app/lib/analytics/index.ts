import type { ConsentState } from "../consent/consent";
import type {
  AnalyticsEvent,
  AnalyticsEventName,
  AnalyticsEvents,
} from "./events";
import type { AnalyticsService } from "./service";

export type { AnalyticsEventName, AnalyticsEvents } from "./events";

type Call = (service: AnalyticsService) => void;

let service: AnalyticsService | undefined;
let waiting: Call[] | undefined;

/**
 * Runs the call on the site's analytics, created on first use in the browser (never during
 * prerendering). Its code loads as its own chunk, off the page's first load; calls made
 * meanwhile run in order once it is there.
 */
function withAnalytics(call: Call) {
  if (typeof window === "undefined") return;
  if (service) {
    call(service);
    return;
  }
  if (waiting) {
    waiting.push(call);
    return;
  }
  waiting = [call];
  import("./browser-analytics").then(
    ({ createBrowserAnalytics }) => {
      const created = createBrowserAnalytics();
      service = created;
      const calls = waiting ?? [];
      waiting = undefined;
      calls.forEach((queued) => queued(created));
    },
    (error: unknown) => {
      waiting = undefined;
      console.warn("Analytics could not load.", error);
    },
  );
}

export function track<Name extends AnalyticsEventName>(
  name: Name,
  params: AnalyticsEvents[Name],
) {
  withAnalytics((analytics) => analytics.track(name, params));
}

/** Sends events built elsewhere (see page-events.ts), in order. */
export function trackAll(events: readonly AnalyticsEvent[]) {
  withAnalytics((analytics) => {
    for (const event of events) analytics.track(event.name, event.params);
  });
}

export function setAnalyticsConsent(state: ConsentState) {
  withAnalytics((analytics) => analytics.setConsent(state));
}
