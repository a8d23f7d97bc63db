import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";

/**
 * A band of the About page: the site's Section with a tighter rhythm (48 px on a phone, 64 px from
 * 640 px), because About tells nine sections in a row and a buyer should take it in at one reading.
 * A `joined` section continues the band before it (same tone, no second top padding): design log 077.
 */
const bandStyles = cva("pb-11 sm:pb-16", {
  variants: {
    joined: { true: "", false: "pt-11 sm:pt-16" },
    tone: {
      default: "bg-canvas",
      subtle: "bg-canvas-subtle",
      night: "surface-night bg-night text-on-night",
    },
  },
  defaultVariants: { tone: "default", joined: false },
});

export function AboutSection({
  tone,
  joined,
  children,
  ...props
}: Omit<ComponentProps<"section">, "className"> &
  VariantProps<typeof bandStyles>) {
  return (
    <section className={bandStyles({ tone, joined })} {...props}>
      <div className="container-page">{children}</div>
    </section>
  );
}

/** A section's intro at body size on a phone, lead size from 640 px. */
export function SectionIntro({ children }: { children: string }) {
  return (
    <p className="mt-3 max-w-3xl text-ink-soft in-[.surface-night]:text-on-night-soft sm:mt-4 sm:text-lead">
      {children}
    </p>
  );
}

/**
 * A section's eyebrow and heading. The eyebrow, a kicker that repeats what the heading says, shows
 * from 640 px only: on a phone the heading opens the section on its own.
 */
export function AboutHeading({
  id,
  eyebrow,
  title,
}: {
  id: string;
  eyebrow: string;
  title: string;
}) {
  return (
    <div className="max-w-3xl">
      <p className="hidden text-sm font-semibold tracking-widest text-brand uppercase in-[.surface-night]:text-accent sm:block">
        {eyebrow}
      </p>
      <h2 id={id} className="text-title font-bold sm:mt-3">
        {title}
      </h2>
    </div>
  );
}
