import { Menu, X } from "lucide-react";
import {
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type RefObject,
} from "react";

import { SITE_NAVIGATION_ID } from "./site-footer";

const controlStyles =
  "inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-canvas-subtle lg:hidden";

const subscribeToNothing = () => () => {};

/**
 * The burger. Until scripts run (JavaScript off, or a page not hydrated yet) it is a link to the
 * footer's quick links, which lead to every page; once they run, the button of the menu panel.
 */
export function MenuButton({
  buttonRef,
  panelId,
  open,
  onToggle,
}: {
  buttonRef: RefObject<HTMLButtonElement | null>;
  panelId: string;
  open: boolean;
  onToggle: () => void;
}) {
  // false in the prerendered page and while hydrating, true from the render after.
  const scripted = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const linkRef = useRef<HTMLAnchorElement>(null);
  const linkHadFocus = useRef(false);
  useLayoutEffect(() => {
    // A visitor who tabbed to the link before the page hydrated keeps focus on the button.
    if (!scripted)
      linkHadFocus.current = document.activeElement === linkRef.current;
    else if (linkHadFocus.current) buttonRef.current?.focus();
  }, [scripted, buttonRef]);

  if (!scripted)
    return (
      <a
        ref={linkRef}
        href={`#${SITE_NAVIGATION_ID}`}
        aria-label="Menu"
        className={controlStyles}
      >
        <Menu aria-hidden="true" className="size-6" />
      </a>
    );
  return (
    <button
      ref={buttonRef}
      type="button"
      className={controlStyles}
      aria-expanded={open}
      aria-controls={panelId}
      aria-label="Menu"
      onClick={onToggle}
    >
      {open ? (
        <X aria-hidden="true" className="size-6" />
      ) : (
        <Menu aria-hidden="true" className="size-6" />
      )}
    </button>
  );
}
