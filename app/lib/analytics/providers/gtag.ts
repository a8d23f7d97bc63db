import type { AnalyticsProvider } from "../service";
import { removeGoogleAnalyticsCookies } from "./ga-cookies";

type GtagArguments = [command: string, ...rest: unknown[]];

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: GtagArguments) => void;
  }
}

const GTAG_ORIGIN = "https://www.googletagmanager.com";

/** Consent Mode v2: all denied until the visitor accepts analytics, and after a withdrawal. */
export const DENIED_CONSENT = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
} as const;

export const ANALYTICS_GRANTED = { analytics_storage: "granted" } as const;

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.async = true;
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${src}`));
    document.head.append(script);
  });
}

/** GA4 with Consent Mode v2; `withdraw` sets Google's opt-out flag, as a script cannot unload. */
export function createGtagProvider(measurementId: string): AnalyticsProvider {
  const win = window;
  win.dataLayer = win.dataLayer ?? [];
  // gtag.js reads the `arguments` object itself, so this must stay a plain function.
  win.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    win.dataLayer?.push(arguments);
  };
  const gtag = win.gtag;
  const optOut = `ga-disable-${measurementId}`;
  const flags = win as unknown as Record<string, unknown>;
  gtag("consent", "default", { ...DENIED_CONSENT });
  let loading: Promise<void> | undefined;

  return {
    id: "gtag",
    async start() {
      gtag("consent", "update", { ...ANALYTICS_GRANTED });
      flags[optOut] = false;
      loading ??= (() => {
        gtag("js", new Date());
        // Page views are sent by the site's own router tracking, once per navigation.
        gtag("config", measurementId, { send_page_view: false });
        return loadScript(
          `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`,
        );
      })();
      await loading;
    },
    send(event) {
      gtag("event", event.name, event.params);
    },
    withdraw() {
      gtag("consent", "update", { ...DENIED_CONSENT });
      flags[optOut] = true;
      removeGoogleAnalyticsCookies(measurementId);
    },
  };
}
