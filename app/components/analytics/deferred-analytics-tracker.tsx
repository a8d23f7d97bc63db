import { lazy, Suspense, useEffect, useState } from "react";

import { track } from "../../lib/analytics";
import { visibleText } from "../../lib/analytics/visible-text";

const AnalyticsTracker = lazy(() =>
  import("./analytics-tracker").then((module) => ({
    default: module.AnalyticsTracker,
  })),
);

/** The analytics tracker, its own chunk, once the page has hydrated; link clicks cannot wait. */
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

function useExternalLinkTracking() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement)) return;
      const url = new URL(link.href, window.location.href);
      if (
        !/^https?:$/.test(url.protocol) ||
        url.origin === window.location.origin
      )
        return;
      track("external_link_click", {
        link_url: url.href,
        link_text: visibleText(link),
      });
    };
    document.addEventListener("click", onClick, { capture: true });
    return () =>
      document.removeEventListener("click", onClick, { capture: true });
  }, []);
}
