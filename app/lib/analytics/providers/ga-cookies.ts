/** GA4's cookies: `_ga` (the browser) and `_ga_<id without "G-">` (the session). */
export function googleAnalyticsCookieNames(measurementId: string): string[] {
  return ["_ga", `_ga_${measurementId.replace(/^G-/, "")}`];
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
