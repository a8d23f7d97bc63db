import { DEVICE_REPORTED_KEY } from "../../lib/analytics/events.ts";
import { ANALYTICS_DEBUG_KEY } from "../../lib/analytics/providers/console.ts";
import { SAVED_CONTACT_KEY } from "../../lib/contact-form/saved-contact.ts";
import { CONSENT_STORAGE_KEY } from "../../lib/consent/consent.ts";

/** The service worker's cache id (scripts/service-worker.ts), which the cookie policy lists. */
export const SERVICE_WORKER_CACHE_ID = "khanyisa";

/** Every name the site stores in a browser, from the code that writes it: the cookie policy's list. */
export const storedKeys = [
  CONSENT_STORAGE_KEY,
  // React Router's <ScrollRestoration /> keeps the scroll positions under its default key.
  "react-router-scroll-positions",
  // Workbox names the precache `<cacheId>-precache-v2-<site address>`.
  `${SERVICE_WORKER_CACHE_ID}-precache-v2-<site address>`,
  SAVED_CONTACT_KEY,
  DEVICE_REPORTED_KEY,
  ANALYTICS_DEBUG_KEY,
] as const;
