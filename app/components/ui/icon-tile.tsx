import type { AccentColor } from "../../content/schema-parts";
import { Icon, type IconName } from "./icon";

/** The content's accent colours drawn inside the brand's palette (design log 081). */
export const accentClasses: Record<AccentColor, { tile: string; bar: string }> =
  {
    blue: {
      tile: "bg-brand-soft text-brand ring-brand-soft",
      bar: "bg-brand",
    },
    purple: {
      tile: "bg-brand-tint text-brand-strong ring-brand-tint",
      bar: "bg-brand-strong",
    },
    green: {
      tile: "bg-canvas-subtle text-ink ring-line",
      bar: "bg-ink-soft",
    },
    orange: {
      tile: "bg-accent-soft text-accent-strong ring-accent-soft",
      bar: "bg-accent",
    },
    // The strongest step: the logo's own pairing, saffron on night.
    red: {
      tile: "bg-night text-accent ring-night",
      bar: "bg-night",
    },
  };

/** An icon on a soft square tile, in one of the content's accents (blue where none is chosen yet). */
export function IconTile({
  icon,
  color,
}: {
  icon: IconName;
  color?: AccentColor;
}) {
  const tone = accentClasses[color || "blue"].tile;
  return (
    <span
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-xl ring-1 ring-inset [&>svg]:size-5 ${tone}`}
    >
      <Icon name={icon} />
    </span>
  );
}
