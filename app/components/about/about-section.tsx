/** A section's intro at body size on a phone, lead size from 640 px. */
export function SectionIntro({ children }: { children: string }) {
  return (
    <p className="mt-3 max-w-3xl text-ink-soft in-[.surface-night]:text-on-night-soft sm:mt-4 sm:text-lead">
      {children}
    </p>
  );
}

/** A section's eyebrow (from 640 px only) and heading. */
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
