import {
  challengesAndSolutions,
  homeSections,
  industries,
  industryHeadings,
} from "../../content/home";
import { cardStyles } from "../ui/card";
import { IconTile } from "../ui/icon-tile";
import { Section, SectionHeading } from "../ui/section";

const label = "text-xs font-bold tracking-widest uppercase";
// List markers drawn in CSS (no icon, no fallback font's glyph): dot, check, minus, chevron.
const marker = "relative pl-7 text-sm leading-snug before:absolute";
const disc = `${marker} before:top-0 before:left-0 before:size-5 before:rounded-full after:absolute sm:text-base`;
const dot = `${marker} text-ink-soft before:top-1.5 before:left-1 before:size-2 before:rounded-full before:bg-accent-strong`;
const tick = `${marker} text-ink before:top-0.5 before:left-1.5 before:h-3 before:w-1.5 before:rotate-45 before:border-r-2 before:border-b-2 before:border-brand`;
const cross = `${disc} text-ink-soft before:bg-canvas-subtle before:ring-1 before:ring-line after:top-[0.5625rem] after:left-1.5 after:h-0.5 after:w-2 after:rounded-full after:bg-ink-soft`;
const onward = `${disc} text-on-night-soft before:bg-accent after:top-1.5 after:left-1 after:size-2 after:rotate-45 after:border-t-2 after:border-r-2 after:border-night`;

/** The industries as an exclusive accordion of native disclosures (design log 076). */
export function IndustrySolutions() {
  const intro = homeSections.industries;
  return (
    <Section spacing="home" tone="subtle" split="heading">
      <SectionHeading {...intro} />
      <div className={`${cardStyles} divide-y divide-line overflow-hidden`}>
        {industries.map((industry) => (
          <details key={industry.industry} name="industries" className="group">
            {/* The focus ring is drawn inside: outside, the accordion's clip cut it to one line. */}
            <summary className="flex cursor-pointer list-none items-center gap-4 p-4 -outline-offset-3 hover:bg-canvas-subtle sm:px-6 [&::-webkit-details-marker]:hidden">
              <IconTile icon={industry.icon} />
              <h3 className="text-lg font-bold">{industry.industry}</h3>
              <OpenMark />
            </summary>
            <div className="grid gap-4 px-4 pb-5 sm:grid-cols-2 sm:px-6 sm:pb-6">
              <div>
                <h4 className={`${label} text-ink-soft`}>
                  {industryHeadings.challenges}
                </h4>
                <ul className="mt-3 space-y-2">
                  {industry.challenges.map((challenge) => (
                    <li key={challenge} className={dot}>
                      {challenge}
                    </li>
                  ))}
                </ul>
              </div>
              <div className="rounded-xl bg-brand-soft/60 p-4">
                <h4 className={`${label} text-brand-strong`}>
                  {industryHeadings.solutions}
                </h4>
                <ul className="mt-3 space-y-2">
                  {industry.solutions.map((solution) => (
                    <li key={solution} className={tick}>
                      {solution}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}

/** A plus in a ring, drawn in CSS, that turns into a cross when its disclosure opens. */
function OpenMark() {
  return (
    <span
      aria-hidden="true"
      className="relative ml-auto size-8 shrink-0 rounded-full ring-1 ring-line group-open:rotate-45 before:absolute before:top-1/2 before:left-1/2 before:h-0.5 before:w-3.5 before:-translate-1/2 before:rounded-full before:bg-brand after:absolute after:top-1/2 after:left-1/2 after:h-0.5 after:w-3.5 after:-translate-1/2 after:rotate-90 after:rounded-full after:bg-brand motion-safe:transition-transform"
    />
  );
}

export function ChallengesSolutions() {
  const intro = homeSections.challenges;
  const { challengesTitle, challenges, solutionsTitle, solutions } =
    challengesAndSolutions;
  return (
    <Section spacing="home" split="heading">
      <SectionHeading {...intro} />
      <div className="grid overflow-hidden rounded-card border border-line shadow-card lg:grid-cols-2">
        <div className="bg-canvas p-5 sm:p-8">
          <h3 className="text-lg font-bold">{challengesTitle}</h3>
          <ul className="mt-4 space-y-2.5">
            {challenges.map((challenge) => (
              <li key={challenge} className={cross}>
                {challenge}
              </li>
            ))}
          </ul>
        </div>
        <div className="surface-night bg-night p-5 text-on-night sm:p-8">
          <h3 className="text-lg font-bold">{solutionsTitle}</h3>
          <ul className="mt-4 space-y-2.5">
            {solutions.map((solution) => (
              <li key={solution} className={onward}>
                {solution}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
