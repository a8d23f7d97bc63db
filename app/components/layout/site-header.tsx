import { useLayoutEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";

import { identity } from "../../content/identity";
import { getStartedLink, menuItems } from "../../content/navigation";
import { wideViewportQuery } from "../../lib/breakpoints";
import { ButtonLink } from "../ui/button";
import { Logo } from "./logo";
import { MENU_HYDRATED_EVENT, MENU_PANEL_ID } from "./menu-before-hydration";
import { MenuButton } from "./menu-button";
import { MenuPanel } from "./menu-panel";

/**
 * The menu bar: horizontal from 1024 px, a burger-operated panel below that. Nothing in it wraps:
 * the items sit closer below 1280 px so that the bar fits from 1024 px (decision 003). Solid
 * white over every section, dark bands included (design log 081).
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  // The panel belongs to the page it was opened on, so any navigation (Back included) closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const menuOpen = openOnPath === pathname;
  const setMenuOpen = (open: boolean) => setOpenOnPath(open ? pathname : null);
  // A link in the panel to another page leaves the panel open while that page loads: the new
  // location closes it, in the same render that moves focus to the new page's content, so focus
  // never falls to <body> in between. A link to this page (a fragment, say) closes it at once.
  const closeIfHere = (route: string) => {
    if (route.split("#")[0] === pathname) setOpenOnPath(null);
  };
  const burgerRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);

  // Before hydration the script in the page's head works the burger: take over the state it
  // leaves, before the next paint (a panel opened then stays open, focus where it is), and stop it.
  const hydratedOn = useRef(pathname);
  useLayoutEffect(() => {
    if (burgerRef.current?.getAttribute("aria-expanded") === "true")
      setOpenOnPath(hydratedOn.current);
    document.dispatchEvent(new Event(MENU_HYDRATED_EVENT));
  }, []);

  // A layout effect, so the listeners are in place in the same task that shows the open panel: a
  // viewport that widens right after the tap still closes it.
  useLayoutEffect(() => {
    if (!menuOpen) return;
    const wide = window.matchMedia(wideViewportQuery);
    const close = () => setOpenOnPath(null);
    const closeWhenWide = () => {
      if (wide.matches) close();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      burgerRef.current?.focus();
    };
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) close();
    };
    // Tab past the last item would reach the page hidden under the panel (WCAG 2.4.11): close it.
    // Focus leaving the window (no related target) leaves the panel as it is.
    const closeWhenFocusLeaves = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !headerRef.current?.contains(next)) close();
    };
    closeWhenWide();
    wide.addEventListener("change", closeWhenWide);
    document.addEventListener("keydown", closeOnEscape);
    document.addEventListener("pointerdown", closeOnOutsidePress);
    document.addEventListener("focusout", closeWhenFocusLeaves);
    return () => {
      wide.removeEventListener("change", closeWhenWide);
      document.removeEventListener("keydown", closeOnEscape);
      document.removeEventListener("pointerdown", closeOnOutsidePress);
      document.removeEventListener("focusout", closeWhenFocusLeaves);
    };
  }, [menuOpen]);

  return (
    <header
      ref={headerRef}
      className="group/header sticky top-0 z-40 border-b border-line bg-canvas"
    >
      <div className="container-page flex h-(--header-height) items-center justify-between gap-4 xl:gap-6">
        <Link
          to="/home"
          aria-label={`${identity.name}, home`}
          className="shrink-0 rounded-lg"
          onClick={() => setMenuOpen(false)}
        >
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {menuItems.map((item) => (
              <li key={item.route}>
                <NavLink
                  to={item.route}
                  end={item.exact}
                  className="relative rounded-full px-3 py-2 text-sm font-semibold whitespace-nowrap text-ink-soft transition-colors hover:bg-canvas-subtle hover:text-ink aria-[current=page]:bg-brand-soft aria-[current=page]:text-brand-strong xl:px-3.5"
                >
                  {item.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex shrink-0 items-center gap-2">
          {/* Outline, so it never competes with a hero's filled primary; out of sight while the
              panel, which ends in its own Get started, is open (visibility: no layout shift; read
              from the burger, so it holds before hydration too). */}
          <ButtonLink
            to={getStartedLink.route}
            variant="outline"
            className="group-has-[[aria-expanded=true]]/header:invisible max-sm:hidden"
          >
            {getStartedLink.name}
          </ButtonLink>
          <MenuButton
            buttonRef={burgerRef}
            panelId={MENU_PANEL_ID}
            open={menuOpen}
            onToggle={() => setMenuOpen(!menuOpen)}
          />
        </div>
      </div>

      <MenuPanel id={MENU_PANEL_ID} open={menuOpen} onItemClick={closeIfHere} />
    </header>
  );
}
