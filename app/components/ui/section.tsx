import { cva, type VariantProps } from "class-variance-authority";
import { createContext, use, useId, type ComponentProps } from "react";

const sectionStyles = cva("", {
  variants: {
    tone: {
      default: "bg-canvas",
      subtle: "bg-canvas-subtle",
      night: "surface-night bg-night text-on-night",
    },
    // Home's and About's many bands are tighter (logs 076, 077); `joined` continues the one above.
    spacing: {
      page: "py-16 sm:py-20 lg:py-24",
      home: "py-7 sm:py-11",
      about: "py-11 sm:py-16",
      joined: "pb-11 sm:pb-16",
    },
  },
  defaultVariants: { tone: "default", spacing: "page" },
});

// A heading sits as tight as its band; a joined band continues an About one.
const headingSpacing = {
  page: { eyebrow: "", title: "mt-3", intro: "mt-4 text-lead" },
  home: { eyebrow: "", title: "mt-2", intro: "mt-3 text-base sm:text-lead" },
  about: {
    eyebrow: "hidden sm:block",
    title: "sm:mt-3",
    intro: "mt-3 sm:mt-4 sm:text-lead",
  },
};

// Home's heading beside its content from the desktop up, under it below; a story takes more room.
const splitColumns = {
  heading: "lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]",
  story: "lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]",
};

// The band's heading names it, by an id made here unless the heading is given one.
const Band = createContext({
  spacing: "page" as keyof typeof headingSpacing,
  headingId: "",
});

export function Section({
  tone,
  spacing,
  split,
  className,
  children,
  ...props
}: ComponentProps<"section"> &
  VariantProps<typeof sectionStyles> & { split?: keyof typeof splitColumns }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={sectionStyles({ tone, spacing, className })}
      {...props}
    >
      <Band
        value={{
          spacing: spacing === "joined" ? "about" : (spacing ?? "page"),
          headingId,
        }}
      >
        <div
          className={
            split
              ? `container-page grid gap-6 lg:items-start lg:gap-12 ${splitColumns[split]}`
              : "container-page"
          }
        >
          {children}
        </div>
      </Band>
    </section>
  );
}

/** The eyebrow, heading and intro that open a section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "start",
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: "start" | "center";
}) {
  const band = use(Band);
  const styles = headingSpacing[band.spacing];
  const introClass = `${styles.intro} text-ink-soft in-[.surface-night]:text-on-night-soft`;
  return (
    <div
      className={
        align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl"
      }
    >
      {eyebrow ? (
        <p
          className={`${styles.eyebrow} text-sm font-semibold tracking-widest text-brand uppercase in-[.surface-night]:text-accent`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id ?? band.headingId}
        className={`${styles.title} text-title font-bold`}
      >
        {title}
      </h2>
      {intro ? <p className={introClass}>{intro}</p> : null}
    </div>
  );
}
