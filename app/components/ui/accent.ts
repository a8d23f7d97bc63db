import type { AccentColor } from "../../content/types";

/** Class sets for the content's accent colours (full class names, so Tailwind finds them). */
export const accentClasses: Record<
  AccentColor,
  { tile: string; bar: string; text: string }
> = {
  blue: {
    tile: "bg-blue-50 text-blue-700 ring-blue-100",
    bar: "bg-blue-600",
    text: "text-blue-700",
  },
  green: {
    tile: "bg-emerald-50 text-emerald-700 ring-emerald-100",
    bar: "bg-emerald-600",
    text: "text-emerald-700",
  },
  red: {
    tile: "bg-rose-50 text-rose-700 ring-rose-100",
    bar: "bg-rose-600",
    text: "text-rose-700",
  },
  orange: {
    tile: "bg-orange-50 text-orange-700 ring-orange-100",
    bar: "bg-orange-500",
    text: "text-orange-700",
  },
  purple: {
    tile: "bg-violet-50 text-violet-700 ring-violet-100",
    bar: "bg-violet-600",
    text: "text-violet-700",
  },
};
