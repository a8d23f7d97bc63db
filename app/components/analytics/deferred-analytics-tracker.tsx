import { lazy, Suspense, useEffect, useState } from "react";

import { useExternalLinkTracking } from "./use-external-link-tracking";

const AnalyticsTracker = lazy(() =>
  import("./analytics-tracker").then((module) => ({
    default: module.AnalyticsTracker,
  })),
);

/**
 * The analytics tracker, loaded as its own chunk once the page has hydrated: it renders nothing,
 * and its first events (the page view, the device) can wait for it. Link clicks cannot wait, so
 * their listener is here.
 */
export function DeferredAnalyticsTracker() {
  useExternalLinkTracking();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    // Mounting after hydration keeps the tracker out of the prerendered page and its scripts.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHydrated(true);
  }, []);
  return hydrated ? (
    <Suspense fallback={null}>
      <AnalyticsTracker />
    </Suspense>
  ) : null;
}
