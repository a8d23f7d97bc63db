import {
  leadership,
  socialResponsibility,
  type Leader,
} from "../../content/about";
import { initials } from "../../lib/initials";
import { Section, SectionHeading } from "../ui/section";

/** Leadership: a portrait slot (photo or drawn tile) beside each person on a phone, above from 640 px. */
export function Leadership() {
  return (
    <Section spacing="about">
      <SectionHeading {...leadership} />
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 sm:gap-6 lg:mt-10 lg:grid-cols-4">
        {leadership.people.map((person) => (
          <li
            key={person.name}
            className="grid grid-cols-[5.5rem_1fr] items-start gap-4 rounded-card border border-line bg-canvas p-3 shadow-card sm:grid-cols-1 sm:p-4"
          >
            <LeaderPortrait leader={person} />
            <div className="py-1 sm:px-1 sm:pb-2">
              <h3 className="text-lg leading-snug font-bold">{person.name}</h3>
              <p className="text-sm font-semibold text-brand">{person.role}</p>
              <p className="mt-2 text-sm text-ink-soft">{person.bio}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** A leader's photograph, or a drawn sunrise tile with their initials. Decorative. */
function LeaderPortrait({ leader }: { leader: Leader }) {
  const frame =
    "relative aspect-[4/5] w-full overflow-hidden rounded-xl bg-night sm:aspect-[5/4] lg:aspect-[3/2]";
  if (leader.photo)
    return (
      // The frame sets the size and crops the photo: these are its narrowest shape's (4:5).
      <img
        src={leader.photo}
        width={640}
        height={800}
        alt=""
        loading="lazy"
        className={`${frame} object-cover grayscale-[35%]`}
      />
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

export function SocialResponsibility() {
  return (
    <Section spacing="about" tone="night">
      <div className="grid gap-8 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <SectionHeading {...socialResponsibility} />
        <ul className="divide-y divide-on-night-line border-y border-on-night-line">
          {socialResponsibility.initiatives.map((initiative) => (
            <li
              key={initiative.title}
              className="grid gap-1 py-4 sm:grid-cols-[12rem_1fr] sm:gap-6 sm:py-5"
            >
              <h3 className="text-lg font-bold">{initiative.title}</h3>
              <p className="text-sm text-on-night-soft sm:text-base">
                {initiative.description}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
