import type { AccentColor } from "../../content/schema-parts";

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
