import {
  browserServiceWorkerEnvironment,
  checkForServiceWorkerUpdate,
  setUpServiceWorker,
} from "./service-worker/register-service-worker";
import {
  browserVersionCheckEnvironment,
  startVersionCheck,
} from "./version-check/version-check";

/**
 * Keeps an open page current: registers the service worker (in development, removes it) and, in
 * production, runs the new-version check, which asks for a new worker when it finds a deploy.
 * Returns a function that stops the check. Loaded as its own chunk once the page has hydrated:
 * neither job is needed to show or use the page.
 */
export function startSiteUpdates({
  production,
  onNotice,
}: {
  production: boolean;
  onNotice: (visible: boolean) => void;
}): () => void {
  setUpServiceWorker(browserServiceWorkerEnvironment(production));
  // The development server reloads by itself, and it has no /version.json.
  if (!production) return () => undefined;
  return startVersionCheck(browserVersionCheckEnvironment(), {
    onNotice,
    onUpdateFound: () => checkForServiceWorkerUpdate(),
  });
}
