import { leadership, socialResponsibility } from "../../content/about";
import { Section, SectionHeading } from "../ui/section";
import { LeaderPortrait } from "./leader-portrait";

/** Leadership: a portrait slot (photo or drawn tile) beside each person on a phone, above from 640 px. */
export function Leadership() {
  return (
    <Section spacing="about" aria-labelledby="leadership-heading">
      <SectionHeading spacing="about" id="leadership-heading" {...leadership} />
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

export function SocialResponsibility() {
  return (
    <Section
      spacing="about"
      tone="night"
      aria-labelledby="social-responsibility-heading"
    >
      <div className="grid gap-8 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <div>
          <SectionHeading
            spacing="about"
            id="social-responsibility-heading"
            {...socialResponsibility}
          />
        </div>
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
