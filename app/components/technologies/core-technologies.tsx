import {
  coreTechnologies as siteCoreTechnologies,
  coreTechnologiesCopy as copy,
} from "../../content/technologies";
import { Section, SectionHeading } from "../ui/section";
import { CoreTechnologyCard } from "./core-technology-card";

/** The core technologies as flip cards: a snapping rail on a phone, a grid above. */
export function CoreTechnologies({
  coreTechnologies = siteCoreTechnologies,
}: { coreTechnologies?: typeof siteCoreTechnologies } = {}) {
  return (
    <Section aria-labelledby="core-technologies-heading">
      <SectionHeading
        id="core-technologies-heading"
        eyebrow={copy.eyebrow}
        title={copy.title}
      >
        <p>{copy.intro}</p>
      </SectionHeading>
      <p className="mt-6 text-sm font-semibold text-ink-soft sm:hidden">
        {copy.swipeHint}
        <span aria-hidden="true"> →</span>
      </p>
      {/* From 640 px each item spans the five rows of a card's front and passes
          them down, so fronts line up across a row; the image row takes the slack. */}
      <ul className="-mx-5 mt-3 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 py-2 sm:mx-0 sm:mt-10 sm:-mb-6 sm:grid sm:snap-none sm:auto-rows-[minmax(7rem,1fr)_auto_auto_auto_auto] sm:grid-cols-2 sm:gap-x-6 sm:gap-y-0 sm:overflow-visible sm:px-0 sm:py-0 sm:[--flip-rows:subgrid] lg:mt-12 lg:grid-cols-3">
        {coreTechnologies.map((technology) => (
          <li
            key={technology.title}
            className="w-[82%] max-w-80 shrink-0 snap-start sm:row-span-5 sm:mb-6 sm:grid sm:w-auto sm:max-w-none sm:grid-rows-subgrid"
          >
            <CoreTechnologyCard technology={technology} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
