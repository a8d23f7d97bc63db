import { Compass, LockKeyhole, ShieldCheck } from "lucide-react";

import { technologyPrinciples as content } from "../../content/technologies";
import { Section, SectionHeading } from "../ui/section";

const icons = [Compass, ShieldCheck, LockKeyhole];

/** The dark band that says how we choose technology. */
export function TechnologyPrinciples() {
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
            const Icon = icons[index % icons.length] ?? Compass;
            return (
              <li
                key={principle.title}
                className="border-t-2 border-accent pt-6"
              >
                <Icon aria-hidden="true" className="size-6 text-accent" />
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
