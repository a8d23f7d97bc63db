import { useLayoutEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";

/**
 * How a client-side navigation arrives. A new page opens at its top (or its fragment) at once,
 * with focus on its main region, so that keyboard and screen-reader users start reading it instead
 * of staying on the link they followed. Only a move within the page scrolls smoothly: app.css
 * animates only while <html data-scroll="in-page">, and reduced motion never does.
 *
 * A layout effect of the page shell runs before <ScrollRestoration />'s (a later sibling), so the
 * attribute is right when the router's scroll for the same location starts. The first render is
 * the page loading: left alone.
 */
export function usePageArrival(main: RefObject<HTMLElement | null>) {
  const location = useLocation();
  const previous = useRef(location);

  useLayoutEffect(() => {
    const from = previous.current;
    if (from === location) return;
    previous.current = location;
    const root = document.documentElement;
    if (from.pathname === location.pathname) {
      root.dataset.scroll = "in-page";
      return;
    }
    delete root.dataset.scroll;
    main.current?.focus({ preventScroll: true });
  }, [location, main]);
}
