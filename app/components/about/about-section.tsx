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
