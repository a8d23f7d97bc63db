/**
 * The cookies Google Analytics 4 sets for a measurement id: `_ga` (the browser) and
 * `_ga_<id without "G-">` (the session).
 */
export function googleAnalyticsCookieNames(measurementId: string): string[] {
  return ["_ga", `_ga_${measurementId.replace(/^G-/, "")}`];
}

/**
 * The domains a cookie of this page may be set on: the host and each parent domain (gtag.js's
 * automatic cookie domain is the highest one the browser accepts, e.g. `example.co.za` for
 * `www.example.co.za`). An IP address or a one-label host (localhost) has none but itself.
 */
export function cookieDomains(hostname: string): string[] {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(":")) return [];
  const labels = hostname.split(".");
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join("."));
}

/** Removes the Google Analytics cookies, host-only and on every parent domain the tag may use. */
export function removeGoogleAnalyticsCookies(measurementId: string) {
  const domains = cookieDomains(location.hostname);
  try {
    for (const name of googleAnalyticsCookieNames(measurementId)) {
      const expired = `${name}=; Max-Age=0; Path=/`;
      document.cookie = expired;
      for (const domain of domains)
        document.cookie = `${expired}; Domain=${domain}`;
    }
  } catch {
    // Cookies are blocked: none were set.
  }
}
