import { useEffect, useLayoutEffect } from "react";
import { useLocation } from "react-router";

import { track, trackAll } from "../../lib/analytics";
import {
  deviceTypeForWidth,
  firstTimeThisVisit,
} from "../../lib/analytics/device";
import { navigationEvents } from "../../lib/analytics/page-events";
import { trackScrollDepth } from "../../lib/analytics/scroll-depth";
import { readConsent } from "../../lib/consent/consent";
import { useConsent } from "../consent/consent-provider";

/**
 * The spec's automatic events: a page view and a user_action on every navigation, scroll depth
 * per page view, and the device type once per visit (external link clicks: see
 * use-external-link-tracking.ts).
 */
export function AnalyticsTracker() {
  const { pathname, search } = useLocation();
  const { choice } = useConsent();

  useEffect(() => {
    trackAll(
      navigationEvents(
        pathname,
        document.title,
        window.location.href,
        new Date(),
      ),
    );
  }, [pathname, search]);

  // A layout effect: the last page's tracker is gone, and this page's listening, before the
  // router scrolls the new page (its layout effect comes later), which is not the visitor's doing.
  useLayoutEffect(
    () =>
      trackScrollDepth((percent) =>
        track("scroll_depth", { percent, page_path: pathname }),
      ),
    [pathname, search],
  );

  useEffect(() => {
    // Before hydration settles, the context may not hold the stored choice yet: read it directly.
    const granted = choice
      ? choice.analytics
      : readConsent()?.analytics === true;
    if (deviceReportedThisPage) {
      // The per-visit marker is analytics storage: written only once analytics is accepted.
      if (granted) firstTimeThisVisit();
      return;
    }
    deviceReportedThisPage = true;
    if (granted && !firstTimeThisVisit()) return;
    track("device_type", {
      device_type: deviceTypeForWidth(window.innerWidth),
      viewport_width: window.innerWidth,
      viewport_height: window.innerHeight,
    });
  }, [choice]);

  return null;
}

/** Whether this page load has reported the device; sessionStorage extends it to the visit. */
let deviceReportedThisPage = false;
