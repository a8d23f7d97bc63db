import { useCallback, useEffect, useState, type RefObject } from "react";

/**
 * The open state of a dialog that a URL fragment can open ("/page#<id>"), and that keeps the
 * fragment in step with itself: opening writes "#<id>", closing removes it. The address is
 * replaced, not pushed, so Back still leaves the page instead of stepping through dialogs.
 *
 * When the fragment opens the dialog, focus first moves to `opener`, so that closing the dialog
 * returns the visitor to the control that would have opened it.
 */
export function useHashDialog(
  id: string,
  opener: RefObject<HTMLElement | null>,
): [open: boolean, setOpen: (open: boolean) => void] {
  const [open, setOpenState] = useState(false);

  useEffect(() => {
    const followHash = () => {
      const wanted = decodeURIComponent(window.location.hash.slice(1)) === id;
      if (wanted) opener.current?.focus({ preventScroll: true });
      setOpenState(wanted);
    };
    // After hydration, so the dialog opens on a page that is ready for it.
    const frame = window.requestAnimationFrame(followHash);
    window.addEventListener("hashchange", followHash);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener("hashchange", followHash);
    };
  }, [id, opener]);

  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      const { pathname, search } = window.location;
      const url = next ? `${pathname}${search}#${id}` : `${pathname}${search}`;
      window.history.replaceState(window.history.state, "", url);
    },
    [id],
  );

  return [open, setOpen];
}
