import {
  useCallback,
  useLayoutEffect,
  useSyncExternalStore,
  type MouseEvent,
  type RefObject,
} from "react";
import { useLocation, useNavigate } from "react-router";

/** A dialog the page itself opened: its history entry carries the id. */
const openedHere = (state: unknown, id: string) =>
  (state as { openedDialog?: string } | null)?.openedDialog === id;

/** False while the prerendered page hydrates (and on the server), true after. */
export const useHydrated = () =>
  useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );

/** A dialog held by the URL fragment: Back closes it; focus starts on `opener`. */
export function useHashDialog(
  id: string,
  opener: RefObject<HTMLElement | null>,
): [open: boolean, setOpen: (open: boolean) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  // Never open while the prerendered page hydrates: its HTML has every dialog closed.
  const open =
    useHydrated() && decodeURIComponent(location.hash.slice(1)) === id;

  // A layout effect, so focus is on the opener before the dialog's own effect records it.
  useLayoutEffect(() => {
    if (open) opener.current?.focus({ preventScroll: true });
  }, [open, opener]);

  const setOpen = useCallback(
    (next: boolean) => {
      if (next === open) return;
      const { pathname, search } = location;
      if (next)
        void navigate(
          { pathname, search, hash: id },
          {
            state: { openedDialog: id },
            preventScrollReset: true,
          },
        );
      else if (openedHere(location.state, id)) void navigate(-1);
      else
        void navigate(
          { pathname, search },
          { replace: true, preventScrollReset: true },
        );
    },
    [id, open, location, navigate],
  );

  return [open, setOpen];
}

/** A click the page may keep: the main button with no key held (others open tabs and windows). */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 &&
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
