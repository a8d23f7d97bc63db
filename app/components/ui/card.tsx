import { cva } from "class-variance-authority";

export const cardStyles = cva(
  "rounded-card border border-line bg-canvas shadow-card",
  {
    variants: { padding: { none: "", sm: "p-5", md: "p-6" } },
    defaultVariants: { padding: "md" },
  },
);
