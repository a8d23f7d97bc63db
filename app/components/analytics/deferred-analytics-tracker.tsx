import { lazy, Suspense, useEffect } from "react";

import { track } from "../../lib/analytics";
import { fileDownload } from "../../lib/analytics/interactions";
import { visibleText } from "../../lib/analytics/visible-text";
import { useHydrated } from "../../lib/use-hash-dialog";

const AnalyticsTracker = lazy(() =>
  import("./analytics-tracker").then((module) => ({
    default: module.AnalyticsTracker,
  })),
);

/** The analytics tracker, its own chunk, once the page has hydrated; link clicks cannot wait. */
export function DeferredAnalyticsTracker() {
  useLinkTracking();
  // Mounting after hydration keeps the tracker out of the prerendered page and its scripts.
  return useHydrated() ? (
    <Suspense fallback={null}>
      <AnalyticsTracker />
    </Suspense>
  ) : null;
}

/** Links to other sites and to files. */
function useLinkTracking() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement)) return;
      const text = visibleText(link);
      const url = new URL(link.href, window.location.href);
      if (/^https?:$/.test(url.protocol) && url.origin !== location.origin)
        track("external_link_click", { link_url: url.href, link_text: text });
      const download = link.getAttribute("download");
      const file = fileDownload({ href: link.href, download, text }, url.href);
      if (file) track("file_download", file);
    };
    document.addEventListener("click", onClick, { capture: true });
    return () =>
      document.removeEventListener("click", onClick, { capture: true });
  }, []);
}
