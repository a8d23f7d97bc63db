import spriteUrl from "virtual:icon-sprite";

import type { IconName } from "./icon-names";

export type { IconName };

/**
 * A decorative icon; the text beside it carries the meaning. It draws a symbol of the site's one
 * icon sprite (a cached file, no drawing in the page's JavaScript), so it shows without
 * JavaScript too. Sized by `className` (24 px otherwise), drawn in the text colour; the stroke's
 * width is set here, since the symbol's shapes inherit it from this element.
 */
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
