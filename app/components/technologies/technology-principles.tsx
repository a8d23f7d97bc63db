import { technologyPrinciples } from "../../content/technologies";
import { Icon, type IconName } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";

const icons: IconName[] = ["compass", "shield-check", "lock-keyhole"];

export function TechnologyPrinciples({
  content = technologyPrinciples,
}: { content?: typeof technologyPrinciples } = {}) {
  return (
    <Section tone="night" aria-labelledby="technology-principles-heading">
      <div className="grid gap-12 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <SectionHeading
          id="technology-principles-heading"
          eyebrow={content.eyebrow}
          title={content.title}
        />
        <ol className="grid gap-8 sm:grid-cols-3 lg:gap-6">
          {content.principles.map((principle, index) => {
            const icon = icons[index % icons.length] ?? "compass";
            return (
              <li
                key={principle.title}
                className="border-t-2 border-accent pt-6"
              >
                <Icon name={icon} className="size-6 text-accent" />
                <h3 className="mt-4 text-lg font-bold">{principle.title}</h3>
                <p className="mt-2 text-on-night-soft">
                  {principle.description}
                </p>
              </li>
            );
          })}
        </ol>
      </div>
    </Section>
  );
}
