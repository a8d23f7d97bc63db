/**
 * The service worker's life in the page (spec sections 4 and 7): in production it is registered
 * at /sw.js in the browser's idle time, and a new worker that installs while an older one
 * controls the page reloads it, so a visitor never stays on a half-updated site. In development
 * every worker is unregistered, so a production worker never serves a development page.
 * Failures are only logged.
 */
export const SERVICE_WORKER_URL = "/sw.js";

/** The part of workbox-window's `Workbox` this module uses. */
export interface WorkboxLike {
  addEventListener(type: "installed", listener: () => void): void;
  register(): Promise<ServiceWorkerRegistration | undefined>;
}

export interface ServiceWorkerEnvironment {
  production: boolean;
  /** `navigator.serviceWorker`; undefined where the browser has none (or on http: hosts). */
  container: ServiceWorkerContainer | undefined;
  /** Runs the callback when the browser is idle. */
  whenIdle: (callback: () => void) => void;
  createWorkbox: (url: string) => Promise<WorkboxLike>;
  reload: () => void;
  logError: (message: string, error: unknown) => void;
}

export function setUpServiceWorker(env: ServiceWorkerEnvironment): void {
  const { container } = env;
  if (!container) return;
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
  env.whenIdle(() => {
    void register(env, container);
  });
}

async function register(
  env: ServiceWorkerEnvironment,
  container: ServiceWorkerContainer,
) {
  try {
    const workbox = await env.createWorkbox(SERVICE_WORKER_URL);
    workbox.addEventListener("installed", () => {
      // First install (nothing controls the page yet): nothing is stale, no reload.
      if (container.controller) env.reload();
    });
    await workbox.register();
  } catch (error) {
    env.logError("Service worker registration failed:", error);
  }
}

/** Asks the browser to look for a new /sw.js now (e.g. when the version check found a deploy). */
export function checkForServiceWorkerUpdate(
  container: ServiceWorkerContainer | undefined = globalThis.navigator
    ?.serviceWorker,
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
): ServiceWorkerEnvironment {
  return {
    production,
    container:
      "serviceWorker" in navigator ? navigator.serviceWorker : undefined,
    whenIdle,
    createWorkbox: async (url) => {
      const { Workbox } = await import("workbox-window");
      return new Workbox(url);
    },
    reload: () => window.location.reload(),
    logError: (message, error) => console.error(message, error),
  };
}
