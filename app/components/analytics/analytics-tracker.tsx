import { useEffect, useEffectEvent, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

import { analyticsPageTitle } from "../../content/analytics-page-title";
import { track, trackAll, trackPageView } from "../../lib/analytics";
import { createConsentFollower } from "../../lib/analytics/consent-follower";
import {
  deviceTypeForWidth,
  firstTimeThisVisit,
} from "../../lib/analytics/device";
import { navigationTypeOf } from "../../lib/analytics/interactions";
import { navigationEvents } from "../../lib/analytics/page-events";
import { trackScrollDepth } from "../../lib/analytics/scroll-depth";
import { timeOnPage } from "../../lib/analytics/time-on-page";
import { startWebVitals } from "../../lib/analytics/web-vitals";
import { consentState, readConsent } from "../../lib/consent/consent";
import { useConsent } from "../consent/consent-provider";
import { useInteractionTracking } from "./use-interaction-tracking";

/**
 * The spec's automatic events: a page view and a user_action on every navigation, the route
 * change itself (navigation), time on each page, scroll depth per page view, the device type
 * once per visit, and the field Core Web Vitals once analytics is accepted (in-page interactions,
 * downloads and dialogs: use-interaction-tracking.ts; external links:
 * use-external-link-tracking.ts).
 */
export function AnalyticsTracker() {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef<string | undefined>(undefined);
  const { choice } = useConsent();
  useInteractionTracking(pathname);
  // How the visitor came (link, back or forward) is read when the page changes, not a change
  // itself: a dialog's history entry on the same page is no new page view.
  const trackNavigation = useEffectEvent((from: string, to: string) =>
    track("navigation", {
      navigation_type: navigationTypeOf(navigationType),
      from,
      to,
    }),
  );

  useEffect(() => {
    // Only a new path (or query) is a new page: a link to the page shown, with or without a
    // fragment, leaves both as they are, so it sends nothing and the page's timer runs on.
    trackPageView(currentPageView(pathname));
    const from = previousPath.current;
    previousPath.current = pathname;
    if (from !== undefined && from !== pathname)
      trackNavigation(from, pathname);
    const stopPageTimer = timeOnPage((value) =>
      track("timing_complete", {
        name: "time_on_page",
        value,
        category: "engagement",
        event_label: pathname,
      }),
    );

    return stopPageTimer;
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
    const state = consentState(choice ?? readConsent());
    followConsent(state);
    if (state === "granted")
      void startWebVitals((params) => track("web_vitals", params));
  }, [choice]);

  return null;
}

/** The page view of the page shown, reported under the spec's title for its path. */
function currentPageView(path = window.location.pathname) {
  return navigationEvents(
    path,
    analyticsPageTitle(path, document.title),
    window.location.href,
    new Date(),
  );
}

/** One per page load, like the visit's device report it guards. */
const followConsent = createConsentFollower({
  reportDevice: () =>
    track("device_type", {
      device_type: deviceTypeForWidth(window.innerWidth),
      viewport_width: window.innerWidth,
      viewport_height: window.innerHeight,
    }),
  reportPageView: () => trackAll(currentPageView()),
  firstTimeThisVisit: () => firstTimeThisVisit(),
});
