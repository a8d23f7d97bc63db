import type { ReactNode } from "react";

import type { AccentColor } from "../../content/types";
import { IconTile } from "../ui/icon-tile";
import type { IconName } from "../ui/icon";

/** The heading beside its content from the desktop up, under it below; a story takes more room. */
export function HomeSplit({
  story,
  children,
}: {
  story?: boolean;
  children: ReactNode;
}) {
  const columns = story
    ? "lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
    : "lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]";
  return (
    <div className={`grid gap-6 lg:items-start lg:gap-12 ${columns}`}>
      {children}
    </div>
  );
}

/** A card's icon and title (under the icon when it does not fit beside it), then what it is. */
export function HomeCardIntro({
  icon,
  color,
  id,
  title,
  description,
}: {
  icon: IconName;
  color?: AccentColor;
  id?: string;
  title: string;
  description: string;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <IconTile icon={icon} color={color} />
        <h3 id={id} className="text-lg leading-snug font-bold wrap-break-word">
          {title}
        </h3>
      </div>
      <p className="mt-3 text-sm leading-relaxed text-ink-soft">
        {description}
      </p>
    </>
  );
}
