import { NavLink } from "react-router";

import { getStartedLink, menuItems } from "../../content/navigation";
import { ButtonLink } from "../ui/button";

/**
 * The menu below the wide layout: the pages, then Get started. `onItemClick` receives the
 * item's route (the header closes the panel at once only for a link to the page it is on).
 * Its shadow is the scrim over the page below (clipped above, so the bar stays clear); a
 * shadow takes no pointer events, so a press on the page still reaches the header's
 * outside-press handler and closes the panel.
 */
export function MenuPanel({
  id,
  open,
  onItemClick,
}: {
  id: string;
  open: boolean;
  onItemClick: (route: string) => void;
}) {
  return (
    <div
      id={id}
      hidden={!open}
      className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-b border-line bg-canvas shadow-scrim [clip-path:inset(0_-100vmax_-100vmax)] lg:hidden"
    >
      <nav aria-label="Main" className="container-page pt-4 pb-3">
        <ul className="divide-y divide-line">
          {menuItems.map((item) => (
            <li key={item.route}>
              <NavLink
                to={item.route}
                end={item.exact}
                onClick={() => onItemClick(item.route)}
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
          onClick={() => onItemClick(getStartedLink.route)}
        >
          {getStartedLink.name}
        </ButtonLink>
      </div>
    </div>
  );
}
