import {
  consentState,
  readConsent,
  type ConsentState,
} from "../consent/consent";
import { firebaseConfig, validMeasurementId } from "../config";
import type {
  AnalyticsEvent,
  AnalyticsEventName,
  AnalyticsEvents,
} from "./events";
import { createConsoleProvider, debugEnabled } from "./providers/console";
import { AnalyticsService, deferredProvider } from "./service";
import { startTimer as startElapsedTimer } from "./timer";

export type { AnalyticsEventName, AnalyticsEvents } from "./events";

let service: AnalyticsService | undefined;

/**
 * The site's analytics, created on first use in the browser (never during prerendering):
 * the debug console provider when asked for, Google Analytics when a measurement id is built in,
 * and the consent the visitor already gave.
 */
function analytics(): AnalyticsService | undefined {
  if (typeof window === "undefined") return undefined;
  if (!service) {
    service = new AnalyticsService();
    if (debugEnabled()) service.addProvider(createConsoleProvider());
    const measurementId = validMeasurementId(firebaseConfig.measurementId);
    if (measurementId) {
      service.addProvider(
        deferredProvider("gtag", () =>
          import("./providers/gtag").then(({ createGtagProvider }) =>
            createGtagProvider({ measurementId }),
          ),
        ),
      );
    }
    service.setConsent(consentState(readConsent()));
  }
  return service;
}

export function track<Name extends AnalyticsEventName>(
  name: Name,
  params: AnalyticsEvents[Name],
) {
  analytics()?.track(name, params);
}

/** Sends events built elsewhere (see page-events.ts), in order. */
export function trackAll(events: readonly AnalyticsEvent[]) {
  for (const event of events) analytics()?.track(event.name, event.params);
}

export function setAnalyticsConsent(state: ConsentState) {
  analytics()?.setConsent(state);
}

/** Starts a timer; the returned function stops it and sends `timing_complete` in milliseconds. */
export function startTimer(name: string, category = "engagement") {
  return startElapsedTimer((value) =>
    track("timing_complete", { name, value, category }),
  );
}
