import { consentState, readConsent } from "../consent/consent";
import { consoleProvider, debugEnabled } from "./providers/console";
import { removeGoogleAnalyticsCookies } from "./providers/ga-cookies";
import { AnalyticsService, deferredProvider } from "./service";

/** The GA4 id built in; without one no third-party request is made. */
function builtInMeasurementId(): string | undefined {
  const value: unknown = import.meta.env?.VITE_FIREBASE_MEASUREMENT_ID;
  const id = typeof value === "string" ? value.trim() : "";
  if (!id || /^G-[A-Z0-9]{4,16}$/.test(id)) return id || undefined;
  console.warn(
    `Ignoring VITE_FIREBASE_MEASUREMENT_ID "${id}": expected G- followed by letters and digits.`,
  );
}

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
