import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";

export const cardStyles = cva(
  "rounded-card border border-line bg-canvas shadow-card",
  {
    variants: { padding: { none: "", sm: "p-5", md: "p-6" } },
    defaultVariants: { padding: "md" },
  },
);

export function Card({
  padding,
  className,
  ...props
}: ComponentProps<"div"> & VariantProps<typeof cardStyles>) {
  return <div className={cardStyles({ padding, className })} {...props} />;
}
