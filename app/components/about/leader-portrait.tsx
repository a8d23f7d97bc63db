import type { Leader } from "../../content/about";
import { initials } from "../../lib/initials";

/** A leader's photograph, or a drawn sunrise tile with their initials. Decorative. */
export function LeaderPortrait({ leader }: { leader: Leader }) {
  const frame =
    "relative aspect-[4/5] w-full overflow-hidden rounded-xl bg-night sm:aspect-[5/4] lg:aspect-[3/2]";
  if (leader.photo)
    return (
      <div className={frame}>
        <img
          src={leader.photo}
          // The frame sets the size and crops the photo: these are its narrowest shape's (4:5).
          width={640}
          height={800}
          alt=""
          loading="lazy"
          className="size-full object-cover grayscale-[35%]"
        />
      </div>
    );
  return (
    <div aria-hidden="true" data-portrait="drawn" className={frame}>
      <svg
        focusable="false"
        className="absolute inset-0 size-full"
        viewBox="0 0 160 200"
        preserveAspectRatio="xMaxYMax slice"
      >
        <g fill="none" stroke="var(--color-brand)" strokeWidth="1.5">
          <circle cx="160" cy="200" r="150" strokeOpacity="0.35" />
          <circle cx="160" cy="200" r="118" strokeOpacity="0.5" />
          <circle cx="160" cy="200" r="86" strokeOpacity="0.7" />
        </g>
        <circle cx="160" cy="200" r="54" fill="var(--color-brand)" />
        <circle cx="160" cy="200" r="30" fill="var(--color-accent)" />
      </svg>
      <span className="absolute top-3 left-4 h-1 w-6 rounded-full bg-accent" />
      <span className="absolute top-6 left-4 text-3xl font-extrabold tracking-tighter text-on-night sm:text-5xl">
        {initials(leader.name)}
      </span>
    </div>
  );
}
