// About's sections from the industries on (the route holds the rest; files stay under 300 lines).
import { Link } from "react-router";

import { Icon } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";
import {
  capabilities,
  industries,
  leadership,
  socialResponsibility,
  type Industry,
  type Leader,
} from "../../content/about";
import { initials } from "../../lib/initials";

/** Industries served: a disclosure each on a phone; a card from 640 px (`::details-content`). */
export function IndustriesServed() {
  return (
    <Section spacing="about" tone="subtle">
      <SectionHeading {...industries} />
      <ul className="mt-6 grid gap-px overflow-hidden rounded-card bg-line ring-1 ring-line sm:grid-cols-2 lg:mt-10 lg:grid-cols-3">
        {industries.items.map((industry) => (
          <li key={industry.title} className="bg-canvas">
            <details className="group/industry h-full supports-[selector(::details-content)]:sm:details-content:[content-visibility:visible]">
              {/* The ring drawn inside: outside, the list's clip and the next item hid it. */}
              <summary className="flex min-h-13 cursor-pointer list-none items-center gap-3 px-4 py-2 -outline-offset-3 hover:bg-canvas-subtle supports-[selector(::details-content)]:sm:hidden [&::-webkit-details-marker]:hidden">
                <IndustryTitle industry={industry} />
                <Icon
                  name="chevron-down"
                  className="size-4 shrink-0 text-ink-soft transition-transform group-open/industry:rotate-180"
                />
              </summary>
              <div className="px-4 pb-4 sm:p-6">
                <div className="hidden supports-[selector(::details-content)]:sm:flex">
                  <IndustryTitle industry={industry} />
                </div>
                <p className="pl-8 text-sm text-ink-soft sm:mt-1.5 sm:pl-0 sm:text-base">
                  {industry.description}
                </p>
              </div>
            </details>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function IndustryTitle({ industry }: { industry: Industry }) {
  return (
    <h3 className="flex flex-1 items-center gap-3 font-bold sm:text-lg">
      <Icon
        name={industry.icon}
        className="size-5 shrink-0 text-brand sm:size-6"
      />
      {industry.title}
    </h3>
  );
}

export function TechnologyCapabilities() {
  return (
    <Section spacing="joined" tone="subtle">
      <div className="grid gap-6 lg:grid-cols-[2fr_3fr] lg:items-center lg:gap-16">
        <div>
          <SectionHeading {...capabilities} />
          <Link
            to="/technologies"
            className="mt-3 inline-flex min-h-11 items-center gap-2 rounded font-semibold text-brand hover:underline"
          >
            {capabilities.linkLabel}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </div>
        <dl className="divide-y divide-line border-y border-line">
          {capabilities.items.map((capability) => (
            <div
              key={capability.title}
              className="grid gap-1.5 py-4 sm:grid-cols-[10rem_1fr] sm:gap-6 sm:py-5"
            >
              <dt className="font-bold">{capability.title}</dt>
              <dd>
                <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-soft sm:text-base">
                  {capability.items.map((item) => (
                    <li key={item} className="flex items-center gap-2">
                      <span
                        aria-hidden="true"
                        className="size-1.5 shrink-0 rounded-full bg-accent"
                      />
                      {item}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}

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
