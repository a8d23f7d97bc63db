import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { Link } from "react-router";

// Every button has a border, transparent when filled, so forced-colours mode keeps its shape.
export const buttonStyles = cva(
  // Labels wrap rather than run out of a narrow container (320 px, enlarged text spacing).
  "inline-flex items-center justify-center gap-2 rounded-full border py-2 text-center font-semibold transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "border-transparent bg-brand text-white hover:bg-brand-strong",
        accent:
          "border-transparent bg-accent text-night hover:bg-accent-bright",
        outline:
          "border-line-strong bg-canvas text-ink hover:border-ink hover:bg-canvas-subtle",
        "outline-night":
          "border-on-night-soft/50 bg-night/25 text-on-night hover:border-on-night hover:bg-night-raised",
        ghost: "border-transparent text-brand hover:bg-brand-soft",
      },
      size: {
        md: "min-h-11 px-5 text-sm",
        lg: "min-h-13 px-7 text-base",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonStyleProps = VariantProps<typeof buttonStyles>;

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & ButtonStyleProps) {
  return (
    <button
      type={type}
      className={buttonStyles({ variant, size, className })}
      {...props}
    />
  );
}

/** A link that looks like a button: internal routes go through the router. */
export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: ComponentProps<typeof Link> & ButtonStyleProps) {
  return (
    <Link className={buttonStyles({ variant, size, className })} {...props} />
  );
}
