import { coreTechnologies } from "../../content/technologies";
import { Section, SectionHeading } from "../ui/section";
import { CoreTechnologyCard } from "./core-technology-card";

/**
 * The core technologies as flip cards: a row that scrolls sideways on a phone (each card snaps
 * into place, the next one showing at the edge), a grid of two and then three columns above.
 */
export function CoreTechnologies() {
  return (
    <Section aria-labelledby="core-technologies-heading">
      <SectionHeading
        id="core-technologies-heading"
        eyebrow="Core technologies"
        title="Where our expertise runs deepest"
      >
        <p>
          {spellCount(coreTechnologies.length)} platforms we have delivered on
          for years. Hover over, tab to or tap a card to see what we build with
          it and how deep our experience goes.
        </p>
      </SectionHeading>
      <p className="mt-6 text-sm font-semibold text-ink-soft sm:hidden">
        Swipe through all {spellCount(coreTechnologies.length).toLowerCase()}
        <span aria-hidden="true"> →</span>
      </p>
      <ul className="-mx-5 mt-3 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 py-2 sm:mx-0 sm:mt-10 sm:grid sm:snap-none sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:py-0 lg:mt-12 lg:grid-cols-3">
        {coreTechnologies.map((technology) => (
          <li
            key={technology.title}
            className="w-[82%] max-w-80 shrink-0 snap-start sm:w-auto sm:max-w-none"
          >
            <CoreTechnologyCard technology={technology} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

const numberWords = [
  "No",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
];

/** "Nine" for 9: the count opens a sentence, so it is spelt out and capitalised. */
const spellCount = (count: number) => numberWords[count] ?? String(count);
