import spriteUrl from "virtual:icon-sprite";

import type { IconName } from "./icon-names";

export type { IconName };

/** A decorative icon from the site's sprite; the symbol inherits the stroke's width from here. */
export function Icon({
  name,
  className,
  size = 24,
  strokeWidth = 2,
}: {
  name: IconName;
  className?: string;
  size?: number;
  strokeWidth?: number;
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      strokeWidth={strokeWidth}
      className={className}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
