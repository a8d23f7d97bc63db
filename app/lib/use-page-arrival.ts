import { useLayoutEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";

/** Focus on a new page's main (before <ScrollRestoration />); in-page moves scroll smoothly. */
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
