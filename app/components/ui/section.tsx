import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps, ReactNode } from "react";

const sectionStyles = cva("", {
  variants: {
    tone: {
      default: "bg-canvas",
      subtle: "bg-canvas-subtle",
      night: "surface-night bg-night text-on-night",
    },
    // Home stacks thirteen bands and About nine, so theirs are tighter (design logs 076, 077);
    // a `joined` band continues the one before it, with no second top padding.
    spacing: {
      page: "py-16 sm:py-20 lg:py-24",
      home: "py-7 sm:py-11",
      about: "py-11 sm:py-16",
      joined: "pb-11 sm:pb-16",
    },
  },
  defaultVariants: { tone: "default", spacing: "page" },
});

/** A full-width band of the page with the page container inside. */
export function Section({
  tone,
  spacing,
  className,
  children,
  ...props
}: ComponentProps<"section"> & VariantProps<typeof sectionStyles>) {
  return (
    <section className={sectionStyles({ tone, spacing, className })} {...props}>
      <div className="container-page">{children}</div>
    </section>
  );
}

/** The eyebrow, heading and intro that open a section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = "start",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: "start" | "center";
}) {
  const centred = align === "center";
  return (
    <div className={centred ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-widest text-brand uppercase in-[.surface-night]:text-accent">
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className="mt-3 text-title font-bold">
        {title}
      </h2>
      {children ? (
        <div className="mt-4 text-lead text-ink-soft in-[.surface-night]:text-on-night-soft">
          {children}
        </div>
      ) : null}
    </div>
  );
}
