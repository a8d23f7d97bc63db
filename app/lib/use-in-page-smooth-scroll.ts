import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Scrolling animates only for a move within the page (an in-page link, Back to a fragment of the
 * same page); a new page opens at its top, or at its fragment, at once. app.css animates only
 * while <html data-scroll="in-page">, and reduced motion never does.
 *
 * A layout effect placed before <ScrollRestoration /> runs before the router's own layout effect
 * scrolls for the same location, so the attribute is right when that scroll starts.
 */
export function useInPageSmoothScroll() {
  const location = useLocation();
  const previous = useRef(location);

  useLayoutEffect(() => {
    // The first render is the page arriving (a load or a reload): never animated.
    const inPage =
      previous.current !== location &&
      previous.current.pathname === location.pathname;
    previous.current = location;
    const root = document.documentElement;
    if (inPage) root.dataset.scroll = "in-page";
    else delete root.dataset.scroll;
  }, [location]);
}

/** Renders nothing: see useInPageSmoothScroll. */
export function InPageSmoothScroll() {
  useInPageSmoothScroll();
  return null;
}
