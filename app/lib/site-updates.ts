import {
  browserServiceWorkerEnvironment,
  checkForServiceWorkerUpdate,
  serviceWorkerContainer,
  setUpServiceWorker,
} from "./service-worker/register-service-worker";
import {
  createUpdateReload,
  visitorIsBusy,
} from "./version-check/update-reload";
import {
  browserVersionCheckEnvironment,
  startVersionCheck,
} from "./version-check/version-check";

/**
 * Keeps an open page current: registers the service worker (in development, removes it) and, in
 * production, runs the new-version check, which asks for a new worker when it finds a deploy.
 * Either way the page reloads only when the new build can be served and nothing the visitor typed
 * or opened is lost (update-reload.ts). Returns a function that stops it all. Loaded as its own
 * chunk once the page has hydrated: neither job is needed to show or use the page.
 */
export function startSiteUpdates({
  production,
  onNotice,
}: {
  production: boolean;
  onNotice: (visible: boolean) => void;
}): () => void {
  const updates = createUpdateReload({
    controlled: () => Boolean(serviceWorkerContainer()?.controller),
    isBusy: () => visitorIsBusy(document),
    reload: () => window.location.reload(),
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (id) => window.clearTimeout(id as number),
    setInterval: (callback, ms) => window.setInterval(callback, ms),
    clearInterval: (id) => window.clearInterval(id as number),
  });
  setUpServiceWorker(
    browserServiceWorkerEnvironment(production, updates.newWorkerControls),
  );
  // The development server reloads by itself, and it has no /version.json.
  if (!production) return updates.stop;
  const stopCheck = startVersionCheck(
    browserVersionCheckEnvironment(updates.reloadDue),
    {
      onNotice,
      onUpdateFound: () => {
        updates.updateFound();
        checkForServiceWorkerUpdate();
      },
    },
  );
  return () => {
    stopCheck();
    updates.stop();
  };
}
