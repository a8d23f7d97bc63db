import { lazy, Suspense, useEffect } from "react";

import { track } from "../../lib/analytics";
import type { AnalyticsEvents } from "../../lib/analytics/events";
import { useHydrated } from "../../lib/use-hash-dialog";

const AnalyticsTracker = lazy(() => import("./analytics-tracker"));

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
      const file = fileDownload(url, link.getAttribute("download"), text);
      if (file) track("file_download", file);
    };
    document.addEventListener("click", onClick, { capture: true });
    return () =>
      document.removeEventListener("click", onClick, { capture: true });
  }, []);
}

/** Extensions of files a visitor downloads rather than reads as a page (the feed is one). */
const FILE_EXTENSIONS =
  /\.(pdf|xml|rss|ico|png|jpe?g|gif|webp|svg|zip|csv|txt|docx?|xlsx?|pptx?)$/i;

/** The file a link downloads (a `download` attribute or a file extension), in GA4's parameters. */
export function fileDownload(
  url: URL,
  download: string | null,
  linkText: string,
): AnalyticsEvents["file_download"] | null {
  if (!/^https?:$/.test(url.protocol)) return null;
  if (download === null && !FILE_EXTENSIONS.test(url.pathname)) return null;
  const name =
    download || decodeURIComponent(url.pathname.split("/").pop() ?? "");
  return {
    file_name: name,
    file_extension: /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? "",
    file_url: url.href,
    link_text: linkText,
  };
}

/** The words a sighted visitor reads: no aria-hidden "↗", no screen-reader-only words. */
function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy
    .querySelectorAll('[aria-hidden="true"], .sr-only, [hidden]')
    .forEach((hidden) => hidden.remove());
  return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
}
