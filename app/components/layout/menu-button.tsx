import type { RefObject } from "react";

import { Icon } from "../ui/icon";
import { SITE_NAVIGATION_ID } from "./site-footer";

const controlStyles =
  "inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-canvas-subtle lg:hidden";

/**
 * The burger: the button of the menu panel. Where scripts do not run (`scripting: none`) the
 * button could do nothing, so a link to the footer's quick links, which lead to every page,
 * stands in its place; CSS alone chooses, so it costs the page no script. Before the page hydrates,
 * a script in its head works the button (menu-before-hydration.ts).
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
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`group ${controlStyles} noscript:hidden`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Menu"
        onClick={onToggle}
      >
        {/* Both, chosen by aria-expanded: the state the script in the page's head sets before
            hydration shows too (menu-before-hydration.ts). */}
        <Icon name="menu" className="size-6 group-aria-expanded:hidden" />
        <Icon name="x" className="hidden size-6 group-aria-expanded:block" />
      </button>
      <a
        href={`#${SITE_NAVIGATION_ID}`}
        aria-label="Menu"
        className={`${controlStyles} not-noscript:hidden`}
      >
        <Icon name="menu" className="size-6" />
      </a>
    </>
  );
}
