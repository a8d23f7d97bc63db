import type { AnalyticsProvider } from "../service";

type GtagArguments = [command: string, ...rest: unknown[]];

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: GtagArguments) => void;
  }
}

/** Consent Mode v2: all denied until the visitor accepts analytics, and after a withdrawal. */
export const DENIED_CONSENT = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
} as const;

/** The page's gtag() command queue, every consent denied by default. */
function installGtag() {
  window.dataLayer ??= [];
  // gtag.js reads the `arguments` object itself, so this must stay a plain function.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag("consent", "default", { ...DENIED_CONSENT });
  return window.gtag;
}

/** The host and its parents (gtag.js takes the highest one allowed); none for an IP, localhost. */
export function cookieDomains(hostname: string): string[] {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(":")) return [];
  const labels = hostname.split(".");
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join("."));
}

/** Removes the Google Analytics cookies, host-only and on every parent domain the tag may use. */
export function removeGoogleAnalyticsCookies(measurementId: string) {
  const domains = cookieDomains(location.hostname);
  try {
    // GA4's cookies: `_ga` (the browser) and `_ga_<id without "G-">` (the session).
    for (const name of ["_ga", `_ga_${measurementId.replace(/^G-/, "")}`]) {
      const expired = `${name}=; Max-Age=0; Path=/`;
      document.cookie = expired;
      for (const domain of domains)
        document.cookie = `${expired}; Domain=${domain}`;
    }
  } catch {
    // Cookies are blocked: none were set.
  }
}

/** GA4 with Consent Mode v2, set up at the first grant; `withdraw` sets Google's opt-out flag. */
export function createGtagProvider(measurementId: string): AnalyticsProvider {
  const optOut = `ga-disable-${measurementId}`;
  const flags = window as unknown as Record<string, unknown>;
  let gtag: ReturnType<typeof installGtag> | undefined;
  let loading: Promise<void> | undefined;

  return {
    id: "gtag",
    async start() {
      const tag = (gtag ??= installGtag());
      tag("consent", "update", { analytics_storage: "granted" });
      flags[optOut] = false;
      loading ??= new Promise((resolve, reject) => {
        tag("js", new Date());
        // Page views are sent by the site's own router tracking, once per navigation.
        tag("config", measurementId, { send_page_view: false });
        const script = document.createElement("script");
        script.async = true;
        script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
        script.onload = () => resolve();
        script.onerror = () =>
          reject(new Error(`Could not load ${script.src}`));
        document.head.append(script);
      });
      await loading;
    },
    send(event) {
      gtag?.("event", event.name, event.params);
    },
    // Before any start it only clears the cookies an earlier visit's tag set.
    withdraw() {
      if (gtag) {
        gtag("consent", "update", { ...DENIED_CONSENT });
        flags[optOut] = true;
      }
      removeGoogleAnalyticsCookies(measurementId);
    },
  };
}
