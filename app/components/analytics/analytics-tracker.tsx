import { useEffect, useEffectEvent, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import type { Metric } from "web-vitals";

import { analyticsPageTitle } from "../../content/analytics-page-title";
import { track, trackAll, trackPageView } from "../../lib/analytics";
import {
  DEVICE_REPORTED_KEY,
  type AnalyticsEvent,
  type AnalyticsEvents,
} from "../../lib/analytics/events";
import { trackScrollDepth } from "../../lib/analytics/scroll-depth";
import {
  accessibleName,
  timeOnPage,
  watchDialogTime,
} from "../../lib/analytics/timing";
import {
  consentState,
  readConsent,
  type ConsentState,
} from "../../lib/consent/consent";
import { useConsent } from "../consent/consent-provider";

/** The spec's automatic events (link clicks: the deferred tracker). */
export default function AnalyticsTracker() {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef<string | undefined>(undefined);
  const { choice } = useConsent();
  useInteractionTracking(pathname);
  // Read when the page changes: a dialog's history entry on the same page is no new page view.
  const trackNavigation = useEffectEvent((from: string, to: string) =>
    track("navigation", {
      navigation_type: NAVIGATION_TYPES[navigationType],
      from,
      to,
    }),
  );

  useEffect(() => {
    // A link to the page shown (with or without a fragment) is no new page: the timer runs on.
    trackPageView(currentPageView(pathname));
    const from = previousPath.current;
    previousPath.current = pathname;
    if (from !== undefined && from !== pathname)
      trackNavigation(from, pathname);
    return timeOnPage((value) =>
      track("timing_complete", {
        name: "time_on_page",
        value,
        category: "engagement",
        event_label: pathname,
      }),
    );
  }, [pathname, search]);

  // A layout effect: listening before the router scrolls the new page, not the visitor's doing.
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
    if (state === "granted") startWebVitals();
  }, [choice]);

  return null;
}

/** React Router's history actions, as the navigation event names them. */
const NAVIGATION_TYPES = {
  PUSH: "link",
  POP: "back_forward",
  REPLACE: "replace",
} as const;

/** The spec's pair for the page shown, under its title: page_view, then user_action page_view. */
function currentPageView(path = window.location.pathname): AnalyticsEvent[] {
  const title = analyticsPageTitle(path, document.title);
  return [
    {
      name: "page_view",
      params: {
        page_path: path,
        page_title: title,
        page_location: window.location.href,
      },
    },
    {
      name: "user_action",
      params: {
        action: "page_view",
        context: "navigation",
        page: path,
        page_title: title,
        timestamp: new Date().toISOString(),
        navigation_type: "route_change",
      },
    },
  ];
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
  firstTimeThisVisit,
});

/** Cards turned by the visitor's own input (once per page view), disclosures opened, dialogs. */
function useInteractionTracking(pathname: string) {
  useEffect(() => {
    const turned = new Set<Element>();
    const onCardTurned = (event: Event) => {
      const card = (event.target as Element | null)?.closest?.(".flip-card");
      if (!card || turned.has(card)) return;
      if (event.type === "focusin" && !card.matches(":focus-visible")) return;
      // A finger sliding over a card scrolls the page; its tap arrives as a click.
      if (
        event.type === "pointermove" &&
        (event as PointerEvent).pointerType === "touch"
      )
        return;
      turned.add(card);
      track("page_interaction", {
        interaction_type: "card_flip",
        element: nameOf(card),
      });
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      // The click comes before the popover it opens has changed.
      const disclosure = target?.closest?.("button[popovertarget]");
      if (
        disclosure instanceof HTMLButtonElement &&
        !disclosure.popoverTargetElement?.matches(":popover-open")
      ) {
        track("page_interaction", {
          interaction_type: "disclosure_open",
          element: nameOf(disclosure),
        });
      }
    };
    const listening = new AbortController();
    const { signal } = listening;
    document.addEventListener("pointermove", onCardTurned, {
      passive: true,
      signal,
    });
    document.addEventListener("focusin", onCardTurned, { signal });
    document.addEventListener("click", onCardTurned, { signal });
    document.addEventListener("click", onClick, { capture: true, signal });
    return () => listening.abort();
  }, [pathname]);

  useEffect(
    () =>
      watchDialogTime((dialog, value) =>
        track("timing_complete", {
          name: "time_in_dialog",
          value,
          category: "dialog",
          event_label: dialog,
        }),
      ),
    [],
  );
}

function nameOf(element: Element): string {
  return (
    accessibleName(element) ||
    element.textContent?.trim().slice(0, 100) ||
    element.tagName.toLowerCase()
  );
}

/** A grant after a denial sends again the device report and page view the denial dropped. */
export function createConsentFollower({
  reportDevice,
  reportPageView,
  firstTimeThisVisit,
}: {
  reportDevice: () => void;
  reportPageView: () => void;
  /** Writes analytics storage, so is asked only after consent. */
  firstTimeThisVisit: () => boolean;
}): (state: ConsentState) => void {
  let previous: ConsentState | undefined;
  let deviceQueued = false;
  let deviceDone = false;
  return (state) => {
    const before = previous;
    previous = state;
    if (state === before) return;
    if (state === "denied") {
      deviceQueued = false;
      return;
    }
    if (state === "pending") {
      if (!deviceQueued && !deviceDone) {
        deviceQueued = true;
        reportDevice();
      }
      return;
    }
    if (before === "denied") reportPageView();
    if (deviceDone) return;
    deviceDone = true;
    if (deviceQueued) {
      // The queued report is about to be delivered: mark the visit so other pages skip it.
      firstTimeThisVisit();
      return;
    }
    if (firstTimeThisVisit()) reportDevice();
  };
}

/** The spec's mobile breakpoint (1024 px) splits tablets from desktops; phones end at 768 px. */
export function deviceTypeForWidth(width: number) {
  if (width < 768) return "mobile";
  if (width < 1024) return "tablet";
  return "desktop";
}

/** True the first time it is asked in this browser session (tab), false after. */
export function firstTimeThisVisit(): boolean {
  try {
    if (sessionStorage.getItem(DEVICE_REPORTED_KEY) === "1") return false;
    sessionStorage.setItem(DEVICE_REPORTED_KEY, "1");
    return true;
  } catch {
    return true;
  }
}

export function webVitalsParams(metric: Metric): AnalyticsEvents["web_vitals"] {
  // CLS is a small unitless score: keep four decimals; the others are whole milliseconds.
  const scale = metric.name === "CLS" ? 10_000 : 1;
  const round = (value: number) => Math.round(value * scale) / scale;
  return {
    metric_name: metric.name,
    value: round(metric.value),
    delta: round(metric.delta),
    rating: metric.rating,
    metric_id: metric.id,
    navigation_type: metric.navigationType,
  };
}

let webVitals: Promise<void> | undefined;

/** Measures LCP, INP, CLS, FCP and TTFB once per page load; the library loads only now. */
function startWebVitals() {
  webVitals ??= import("web-vitals").then(
    ({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const send = (metric: Metric) =>
        track("web_vitals", webVitalsParams(metric));
      for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(send);
    },
    (error: unknown) => {
      webVitals = undefined;
      console.warn("Web vitals could not load.", error);
    },
  );
}
