import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";

import { identity } from "../../content/identity";
import { getStartedLink, menuItems } from "../../content/navigation";
import { ButtonLink } from "../ui/button";
import { Icon } from "../ui/icon";

/** The spec's 1024 px menu breakpoint, in rem as app.css's `lg` is: both agree at any text size. */
const wideViewportQuery = "(min-width: 64rem)";
const PANEL_ID = "mobile-menu";

/** The menu bar; below 1024 px a burger opens a popover the browser runs (decision 003). */
export function SiteHeader() {
  const { pathname } = useLocation();
  const panelRef = useRef<HTMLDivElement>(null);
  const close = () => panelRef.current?.hidePopover();
  // A link to another page leaves the panel open until it arrives, so focus never falls to <body>.
  const closeIfHere = (route: string) => {
    if (route.split("#")[0] === pathname) close();
  };
  const menuList = (linkStyles: string, inPanel = false) =>
    menuItems.map((item) => (
      <li key={item.route}>
        <NavLink
          to={item.route}
          end={item.exact}
          onClick={inPanel ? () => closeIfHere(item.route) : undefined}
          className={linkStyles}
        >
          {item.name}
        </NavLink>
      </li>
    ));
  // Any navigation (Back included) closes the panel: it belongs to the page it was opened on.
  useEffect(() => {
    const panel = panelRef.current;
    return () => panel?.hidePopover();
  }, [pathname]);
  // The panel is hidden from 1024 px, where nothing could close it.
  useEffect(() => {
    const wide = window.matchMedia(wideViewportQuery);
    const closeWhenWide = () => wide.matches && close();
    wide.addEventListener("change", closeWhenWide);
    return () => wide.removeEventListener("change", closeWhenWide);
  }, []);

  return (
    <header className="group/header sticky top-0 z-40 border-b border-line bg-canvas">
      <div className="container-page flex h-(--header-height) items-center justify-between gap-4 xl:gap-6">
        <Link
          to="/home"
          aria-label={`${identity.name}, home`}
          className="shrink-0 rounded-lg"
        >
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {menuList(
              "relative rounded-full px-3 py-2 text-sm font-semibold whitespace-nowrap text-ink-soft transition-colors hover:bg-canvas-subtle hover:text-ink aria-[current=page]:bg-brand-soft aria-[current=page]:text-brand-strong xl:px-3.5",
            )}
          </ul>
        </nav>

        <div className="flex shrink-0 items-center gap-2">
          {/* Invisible, not gone (no layout shift), while the panel with its own is open. */}
          <ButtonLink
            to={getStartedLink.route}
            variant="outline"
            className="group-has-[:popover-open]/header:invisible max-sm:hidden"
          >
            {getStartedLink.name}
          </ButtonLink>
          {/* The browser tells assistive technology whether the panel it opens is expanded. */}
          <button
            type="button"
            popoverTarget={PANEL_ID}
            aria-controls={PANEL_ID}
            aria-label="Menu"
            className="inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-canvas-subtle lg:hidden"
          >
            <Icon
              name="menu"
              className="size-6 group-has-[:popover-open]/header:hidden"
            />
            <Icon
              name="x"
              className="hidden size-6 group-has-[:popover-open]/header:block"
            />
          </button>
        </div>
      </div>

      {/* The shadow is the scrim; Tab past the end, to the page under it, closes it (2.4.11). */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- focus leaving */}
      <div
        ref={panelRef}
        id={PANEL_ID}
        popover="auto"
        onBlur={(event) => {
          const next = event.relatedTarget;
          if (next && !event.currentTarget.parentElement?.contains(next))
            close();
        }}
        className="inset-x-0 top-(--header-height) bottom-auto max-h-[calc(100dvh-var(--header-height))] w-auto overflow-y-auto border-b border-line bg-canvas text-ink shadow-scrim [clip-path:inset(0_-100vmax_-100vmax)] lg:hidden"
      >
        <nav aria-label="Main" className="container-page pt-4 pb-3">
          <ul className="divide-y divide-line">
            {menuList(
              "flex min-h-12 items-center rounded-lg px-2 text-lg font-semibold text-ink hover:text-brand aria-[current=page]:text-brand",
              true,
            )}
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

/** The Khanyisa mark, a sun rising over a horizon, with the wordmark beside it; lit on night. */
export function Logo() {
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg
        aria-hidden="true"
        focusable="false"
        width="36"
        height="36"
        viewBox="0 0 36 36"
        className="shrink-0"
      >
        <rect
          width="36"
          height="36"
          rx="10"
          className="fill-ink in-[.surface-night]:fill-brand"
        />
        <path d="M9 24a9 9 0 0 1 18 0Z" className="fill-accent" />
        <g className="stroke-accent" strokeWidth="2.2" strokeLinecap="round">
          <path d="M18 8.5v3" />
          <path d="m9.3 12.2 2.1 2.1" />
          <path d="m26.7 12.2-2.1 2.1" />
        </g>
        <path
          d="M7 27.5h22"
          className="stroke-canvas"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      </svg>
      <span className="text-lg leading-none font-extrabold tracking-tight whitespace-nowrap text-ink in-[.surface-night]:text-on-night">
        {identity.name.split(" ")[0]}
        <span className="text-brand in-[.surface-night]:text-accent">
          {" "}
          {identity.name.split(" ").slice(1).join(" ")}
        </span>
      </span>
    </span>
  );
}
