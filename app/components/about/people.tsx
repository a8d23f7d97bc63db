import { leadership, socialResponsibility } from "../../content/about";
import { Section, SectionHeading } from "../ui/section";

const initials = (name: string) =>
  name
    .split(" ")
    .map((part) => part[0])
    .join("");

/** Leadership: initials, never invented photographs. */
export function Leadership() {
  return (
    <Section aria-labelledby="leadership-heading">
      <SectionHeading
        id="leadership-heading"
        eyebrow="The people accountable"
        title="Leadership"
      >
        <p>
          A leadership team that still works on client projects, so the people
          who make promises are the people who keep them.
        </p>
      </SectionHeading>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {leadership.map((person) => (
          <li
            key={person.name}
            className="rounded-card border border-line p-6 sm:p-7"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-16 items-center justify-center rounded-full bg-night text-xl font-bold text-accent ring-4 ring-accent-soft"
            >
              {initials(person.name)}
            </span>
            <h3 className="mt-5 text-lg font-bold">{person.name}</h3>
            <p className="text-sm font-semibold text-brand">{person.role}</p>
            <p className="mt-3 text-ink-soft">{person.bio}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Social Responsibility. */
export function SocialResponsibility() {
  return (
    <Section tone="night" aria-labelledby="social-responsibility-heading">
      <div className="grid gap-12 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <SectionHeading
          id="social-responsibility-heading"
          eyebrow="Giving back"
          title="Social Responsibility"
        >
          <p>{socialResponsibility.intro}</p>
        </SectionHeading>
        <ul className="space-y-4">
          {socialResponsibility.initiatives.map((initiative) => (
            <li
              key={initiative.title}
              className="rounded-card bg-night-raised p-6 ring-1 ring-on-night-line"
            >
              <h3 className="text-lg font-bold">{initiative.title}</h3>
              <p className="mt-2 text-on-night-soft">
                {initiative.description}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
