import { cva } from "class-variance-authority";

/** List markers drawn in CSS, so they need no icon and no glyph from a fallback font. */
export const markerStyles = cva(
  "relative pl-7 text-sm leading-snug before:absolute",
  {
    variants: {
      marker: {
        dot: "before:top-1.5 before:left-1 before:size-2 before:rounded-full before:bg-accent-strong",
        // A check: the bottom and right borders of a small box, turned.
        tick: "before:top-0.5 before:left-1.5 before:h-3 before:w-1.5 before:rotate-45 before:border-r-2 before:border-b-2 before:border-brand",
        // A minus on a quiet disc.
        cross:
          "before:top-0 before:left-0 before:size-5 before:rounded-full before:bg-canvas-subtle before:ring-1 before:ring-line after:absolute after:top-[0.5625rem] after:left-1.5 after:h-0.5 after:w-2 after:rounded-full after:bg-ink-soft sm:text-base",
        // A chevron on a saffron disc.
        onward:
          "before:top-0 before:left-0 before:size-5 before:rounded-full before:bg-accent after:absolute after:top-1.5 after:left-1 after:size-2 after:rotate-45 after:border-t-2 after:border-r-2 after:border-night sm:text-base",
      },
    },
  },
);
