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
 * Keeps an open page current: the service worker and, in production, the new-version check;
 * returns the function that stops both. Its own chunk, loaded once the page has hydrated.
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
