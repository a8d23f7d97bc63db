import { Menu, X } from "lucide-react";
import { useLayoutEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";

import { identity } from "../../content/identity";
import { getStartedLink, menuItems } from "../../content/navigation";
import { wideViewportQuery } from "../../lib/breakpoints";
import { ButtonLink } from "../ui/button";
import { Logo } from "./logo";

const MENU_PANEL_ID = "mobile-menu";

/** The menu bar: horizontal from 1024 px, a burger-operated panel below that. */
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
    closeWhenWide();
    wide.addEventListener("change", closeWhenWide);
    document.addEventListener("keydown", closeOnEscape);
    document.addEventListener("pointerdown", closeOnOutsidePress);
    return () => {
      wide.removeEventListener("change", closeWhenWide);
      document.removeEventListener("keydown", closeOnEscape);
      document.removeEventListener("pointerdown", closeOnOutsidePress);
    };
  }, [menuOpen]);

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-40 border-b border-line bg-canvas/95 backdrop-blur supports-backdrop-filter:bg-canvas/85"
    >
      <div className="container-page flex h-(--header-height) items-center justify-between gap-6">
        <Link
          to="/home"
          aria-label={`${identity.name}, home`}
          className="rounded-lg"
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
                  className="relative rounded-full px-3.5 py-2 text-sm font-semibold text-ink-soft transition-colors hover:bg-canvas-subtle hover:text-ink aria-[current=page]:bg-brand-soft aria-[current=page]:text-brand-strong"
                >
                  {item.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <ButtonLink to={getStartedLink.route} className="max-sm:hidden">
            {getStartedLink.name}
          </ButtonLink>
          <button
            ref={burgerRef}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-canvas-subtle lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={MENU_PANEL_ID}
            aria-label="Menu"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>
      </div>

      <div
        id={MENU_PANEL_ID}
        hidden={!menuOpen}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-b border-line bg-canvas shadow-raised lg:hidden"
      >
        <nav aria-label="Main" className="container-page pt-4 pb-3">
          <ul className="divide-y divide-line">
            {menuItems.map((item) => (
              <li key={item.route}>
                <NavLink
                  to={item.route}
                  end={item.exact}
                  onClick={() => closeIfHere(item.route)}
                  className="flex min-h-12 items-center rounded-lg px-2 text-lg font-semibold text-ink hover:text-brand aria-[current=page]:text-brand"
                >
                  {item.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="container-page pb-6">
          <ButtonLink
            to={getStartedLink.route}
            size="lg"
            className="w-full"
            onClick={() => closeIfHere(getStartedLink.route)}
          >
            {getStartedLink.name}
          </ButtonLink>
        </div>
      </div>
    </header>
  );
}
