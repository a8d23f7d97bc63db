import type { AccentColor } from "../../content/types";

/**
 * The content's accent colours (the spec's blue, green, red, orange and purple stay as data)
 * drawn as five steps inside the brand's palette: brand-blue tints, a slate step and saffron, so
 * that no card reads as an error or a warning (design log 081). The accent is the tile and the
 * bar; a link stays the brand's action blue on every card.
 */
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
