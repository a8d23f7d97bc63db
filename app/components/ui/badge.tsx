import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";

export const badgeStyles = cva(
  "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold tracking-wide",
  {
    variants: {
      tone: {
        brand: "bg-brand-soft text-brand-strong",
        neutral: "bg-canvas-subtle text-ink-soft ring-1 ring-line",
        night: "bg-night-raised text-on-night ring-1 ring-on-night-line",
      },
    },
    defaultVariants: { tone: "brand" },
  },
);

export function Badge({
  tone,
  className,
  ...props
}: ComponentProps<"span"> & VariantProps<typeof badgeStyles>) {
  return <span className={badgeStyles({ tone, className })} {...props} />;
}
