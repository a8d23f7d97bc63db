import { useLayoutEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";

import { identity } from "../../content/identity";
import { getStartedLink, menuItems } from "../../content/navigation";
import { ButtonLink } from "../ui/button";
import { Icon } from "../ui/icon";
import { Logo } from "./logo";
import { MENU_HYDRATED_EVENT, MENU_PANEL_ID } from "./menu-before-hydration";
import { SITE_NAVIGATION_ID } from "./site-footer";

/** The spec's 1024 px menu breakpoint, in rem as app.css's `lg` is: both agree at any text size. */
const wideViewportQuery = "(min-width: 64rem)";

const burgerStyles =
  "inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-canvas-subtle lg:hidden";

/** The menu bar: horizontal from 1024 px, a burger-operated panel below (decision 003). */
export function SiteHeader() {
  const { pathname } = useLocation();
  // The panel belongs to the page it was opened on, so any navigation (Back included) closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const menuOpen = openOnPath === pathname;
  const setMenuOpen = (open: boolean) => setOpenOnPath(open ? pathname : null);
  // A panel link to another page leaves the panel open until the new location closes it, in the
  // render that moves focus to the new page, so focus never falls to <body>; a link here closes it.
  const closeIfHere = (route: string) => {
    if (route.split("#")[0] === pathname) setOpenOnPath(null);
  };
  const burgerRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);

  // Take over the state the pre-hydration script (menu-before-hydration.ts) leaves, and stop it.
  const hydratedOn = useRef(pathname);
  useLayoutEffect(() => {
    if (burgerRef.current?.getAttribute("aria-expanded") === "true")
      setOpenOnPath(hydratedOn.current);
    document.dispatchEvent(new Event(MENU_HYDRATED_EVENT));
  }, []);

  // A layout effect, so a viewport that widens right after the tap still closes the panel.
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
    // Tab past the last item would reach the page hidden under the panel (WCAG 2.4.11); focus
    // leaving the window (no related target) leaves it open.
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
          {/* Outline, never competing with a hero's primary; invisible (no layout shift) while the
              panel, which ends in its own Get started, is open, read from the burger. */}
          <ButtonLink
            to={getStartedLink.route}
            variant="outline"
            className="group-has-[[aria-expanded=true]]/header:invisible max-sm:hidden"
          >
            {getStartedLink.name}
          </ButtonLink>
          {/* Both icons, chosen by aria-expanded, so the pre-hydration script's state shows too. */}
          <button
            ref={burgerRef}
            type="button"
            className={`group ${burgerStyles} noscript:hidden`}
            aria-expanded={menuOpen}
            aria-controls={MENU_PANEL_ID}
            aria-label="Menu"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <Icon name="menu" className="size-6 group-aria-expanded:hidden" />
            <Icon
              name="x"
              className="hidden size-6 group-aria-expanded:block"
            />
          </button>
          {/* Without scripts the burger could do nothing: a link to the footer's links instead. */}
          <a
            href={`#${SITE_NAVIGATION_ID}`}
            aria-label="Menu"
            className={`${burgerStyles} not-noscript:hidden`}
          >
            <Icon name="menu" className="size-6" />
          </a>
        </div>
      </div>

      {/* The panel's shadow is the scrim over the page (clipped above, so the bar stays clear); a
          shadow takes no pointer events, so a press on the page still closes the panel. */}
      <div
        id={MENU_PANEL_ID}
        hidden={!menuOpen}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-b border-line bg-canvas shadow-scrim [clip-path:inset(0_-100vmax_-100vmax)] lg:hidden"
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
