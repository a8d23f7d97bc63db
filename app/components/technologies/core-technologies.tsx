import { coreTechnologies } from "../../content/technologies";
import { Section, SectionHeading } from "../ui/section";
import { CoreTechnologyCard } from "./core-technology-card";

/** The nine core technologies as flip cards. */
export function CoreTechnologies() {
  return (
    <Section aria-labelledby="core-technologies-heading">
      <SectionHeading
        id="core-technologies-heading"
        eyebrow="Core technologies"
        title="Where our expertise runs deepest"
      >
        <p>
          Nine platforms we have delivered on for years. Hover over, tab to or
          tap a card to see what we build with it and how deep our experience
          goes.
        </p>
      </SectionHeading>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {coreTechnologies.map((technology) => (
          <li key={technology.title}>
            <CoreTechnologyCard technology={technology} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
