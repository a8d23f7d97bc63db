import { browserStorage } from "../browser-storage";

/**
 * The service worker in the page (decision 031): registered at /sw.js when the browser is idle
 * in production, unregistered in development; a newer worker taking over calls
 * `onNewWorkerControls`. Where the visitor blocks site data none is registered, silently.
 */
export const SERVICE_WORKER_URL = "/sw.js";

/** The part of workbox-window's `Workbox` this module uses. */
export interface WorkboxLike {
  register(): Promise<ServiceWorkerRegistration | undefined>;
}

export interface ServiceWorkerEnvironment {
  production: boolean;
  /** `navigator.serviceWorker`; undefined where the browser has none (or on http: hosts). */
  container: ServiceWorkerContainer | undefined;
  /** Whether the browser keeps this site's data: a worker is site data too. */
  siteDataAllowed: () => boolean;
  /** Runs the callback when the browser is idle. */
  whenIdle: (callback: () => void) => void;
  createWorkbox: (url: string) => Promise<WorkboxLike>;
  /** A newer worker now controls the page (not the first one to claim it). */
  onNewWorkerControls: () => void;
  logError: (message: string, error: unknown) => void;
  logWarning: (message: string, error: unknown) => void;
}

export function setUpServiceWorker(env: ServiceWorkerEnvironment): void {
  const { container } = env;
  if (!container) return;
  // The visitor's choice, not a failure: there is no worker to register or unregister (Chromium
  // rejects both with a NotSupportedError, "The user denied permission to use Service Worker").
  if (!env.siteDataAllowed()) return;
  if (!env.production) {
    container
      .getRegistrations()
      .then((registrations) =>
        Promise.all(
          registrations.map((registration) => registration.unregister()),
        ),
      )
      .catch((error: unknown) =>
        env.logError("Could not unregister the service workers:", error),
      );
    return;
  }
  // The first worker to claim the page replaces nothing: only a takeover from another counts.
  let controlled = Boolean(container.controller);
  container.addEventListener("controllerchange", () => {
    if (controlled) env.onNewWorkerControls();
    controlled = true;
  });
  env.whenIdle(() => {
    void register(env);
  });
}

async function register(env: ServiceWorkerEnvironment) {
  try {
    const workbox = await env.createWorkbox(SERVICE_WORKER_URL);
    await workbox.register();
  } catch (error) {
    // A browser refusing workers while it keeps site data (a policy, a private window): its choice.
    const log =
      error instanceof DOMException && refusals.has(error.name)
        ? env.logWarning
        : env.logError;
    log("Service worker registration failed:", error);
  }
}

/** How browsers refuse a worker: Chromium with a NotSupportedError, others with a SecurityError. */
const refusals = new Set(["NotSupportedError", "SecurityError"]);

/** Asks the browser to look for a new /sw.js now (e.g. when the version check found a deploy). */
export function checkForServiceWorkerUpdate(
  container: ServiceWorkerContainer | undefined = serviceWorkerContainer(),
): void {
  container
    ?.getRegistration()
    .then((registration) => registration?.update())
    .catch(() => {
      // The version check reloads the page anyway; the browser checks again on that navigation.
    });
}

/** Idle callback where the browser has one (Safari does not), else a short timeout. */
function whenIdle(callback: () => void) {
  if (typeof window.requestIdleCallback === "function")
    window.requestIdleCallback(callback, { timeout: 10_000 });
  else setTimeout(callback, 1_000);
}

/** The browser's own environment; workbox-window loads as its own chunk, off the critical path. */
export function browserServiceWorkerEnvironment(
  production: boolean,
  onNewWorkerControls: () => void = () => window.location.reload(),
): ServiceWorkerEnvironment {
  return {
    production,
    container: serviceWorkerContainer(),
    // Reading localStorage throws where the visitor blocks site data.
    siteDataAllowed: () => browserStorage("localStorage") !== undefined,
    whenIdle,
    createWorkbox: async (url) => {
      const { Workbox } = await import("workbox-window");
      return new Workbox(url);
    },
    onNewWorkerControls,
    logError: (message, error) => console.error(message, error),
    logWarning: (message, error) => console.warn(message, error),
  };
}

/** `navigator.serviceWorker`, or undefined where there is none or reading it throws. */
export function serviceWorkerContainer(): ServiceWorkerContainer | undefined {
  try {
    return "serviceWorker" in navigator ? navigator.serviceWorker : undefined;
  } catch {
    return undefined;
  }
}
