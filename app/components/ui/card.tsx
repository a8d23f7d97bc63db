import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";

export const cardStyles = cva("rounded-card", {
  variants: {
    tone: {
      default: "border border-line bg-canvas shadow-card",
      subtle: "bg-canvas-subtle",
      night: "border border-on-night-line bg-night-raised text-on-night",
    },
    padding: {
      none: "",
      sm: "p-5",
      md: "p-6",
      lg: "p-6 sm:p-8",
    },
    interactive: {
      true: "transition duration-200 hover:-translate-y-0.5 hover:shadow-raised",
      false: "",
    },
  },
  defaultVariants: { tone: "default", padding: "md", interactive: false },
});

export function Card({
  tone,
  padding,
  interactive,
  className,
  ...props
}: ComponentProps<"div"> & VariantProps<typeof cardStyles>) {
  return (
    <div
      className={cardStyles({ tone, padding, interactive, className })}
      {...props}
    />
  );
}
