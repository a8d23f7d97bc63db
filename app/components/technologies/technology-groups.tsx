import { technologyGroups } from "../../content/technologies";
import { Section, SectionHeading } from "../ui/section";
import { TechnologyLogo } from "./technology-logo";

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The full toolbox: small technology cards under the spec's nine headings. */
export function TechnologyGroups() {
  return (
    <Section tone="subtle" aria-labelledby="technology-groups-heading">
      <SectionHeading
        id="technology-groups-heading"
        eyebrow="The full toolbox"
        title="Everything we build, run and measure with"
      >
        <p>
          Grouped the way a project uses them, from the servers underneath to
          the dashboards on top.
        </p>
      </SectionHeading>
      <div className="mt-12 divide-y divide-line border-y border-line">
        {technologyGroups.map((group) => {
          const headingId = `group-${slug(group.category)}`;
          return (
            <section
              key={group.category}
              aria-labelledby={headingId}
              className="grid gap-6 py-10 lg:grid-cols-[1fr_3fr] lg:gap-12"
            >
              <div>
                <h3 id={headingId} className="text-xl font-bold">
                  {group.category}
                </h3>
                <p className="mt-2 text-ink-soft">{group.intro}</p>
              </div>
              <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {group.items.map((item) => (
                  <li
                    key={item.title}
                    className="flex items-start gap-4 rounded-xl border border-line bg-canvas p-4"
                  >
                    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-canvas-subtle ring-1 ring-line">
                      <TechnologyLogo mark={item.mark} />
                    </span>
                    <span>
                      <span className="block font-semibold">{item.title}</span>
                      <span className="mt-0.5 block text-sm text-ink-soft">
                        {item.description}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </Section>
  );
}
