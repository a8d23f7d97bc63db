import { useLayoutEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";

/**
 * A new page opens at once with focus on its main region; only a move within the page scrolls
 * smoothly (app.css, data-scroll="in-page"). A layout effect: it runs before <ScrollRestoration />.
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
