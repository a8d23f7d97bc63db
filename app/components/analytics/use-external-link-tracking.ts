import { useEffect } from "react";

import { track } from "../../lib/analytics";
import { visibleText } from "../../lib/analytics/visible-text";

/**
 * Sends external_link_click for every link off the site. Attached at hydration, not with the
 * rest of the tracker, so a visitor who follows a link at once is still counted.
 */
export function useExternalLinkTracking() {
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
