import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation, move focus to the new page's main region so that keyboard and
 * screen-reader users start reading the new page instead of staying on the link they followed.
 * The first render is left alone: the browser has just loaded the page.
 */
export function useFocusOnNavigate(target: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    target.current?.focus({ preventScroll: true });
  }, [pathname, target]);
}
