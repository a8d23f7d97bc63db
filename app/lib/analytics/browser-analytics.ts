import { consentState, readConsent } from "../consent/consent";
import { measurementId as builtInMeasurementId } from "../config";
import { consoleProvider, debugEnabled } from "./providers/console";
import { removeGoogleAnalyticsCookies } from "./providers/ga-cookies";
import { AnalyticsService, deferredProvider } from "./service";

/** The debug console when asked for, GA when a measurement id is built in, and stored consent. */
export function createBrowserAnalytics(): AnalyticsService {
  const providers = debugEnabled() ? [consoleProvider] : [];
  const measurementId = builtInMeasurementId();
  if (measurementId) {
    providers.push(
      deferredProvider(
        "gtag",
        () =>
          import("./providers/gtag").then(({ createGtagProvider }) =>
            createGtagProvider(measurementId),
          ),
        // A refusal before the tag loads still clears cookies an earlier visit's tag set.
        () => removeGoogleAnalyticsCookies(measurementId),
      ),
    );
  }
  const service = new AnalyticsService(providers);
  service.setConsent(consentState(readConsent()));
  return service;
}
