import {
  challengesAndSolutions,
  homeSections,
} from "../../content/home-sections";
import { Section, SectionHeading } from "../ui/section";
import { HomeSplit } from "./home-section";

// List markers drawn in CSS, so they need no icon and no glyph from a fallback font.
const marker =
  "relative pl-7 text-sm leading-snug before:absolute before:top-0 before:left-0 before:size-5 before:rounded-full after:absolute sm:text-base";
// A minus on a quiet disc; a chevron on a saffron disc.
const cross = `${marker} text-ink-soft before:bg-canvas-subtle before:ring-1 before:ring-line after:top-[0.5625rem] after:left-1.5 after:h-0.5 after:w-2 after:rounded-full after:bg-ink-soft`;
const onward = `${marker} text-on-night-soft before:bg-accent after:top-1.5 after:left-1 after:size-2 after:rotate-45 after:border-t-2 after:border-r-2 after:border-night`;

export function ChallengesSolutions() {
  const intro = homeSections.challenges;
  const { challengesTitle, challenges, solutionsTitle, solutions } =
    challengesAndSolutions;
  return (
    <Section spacing="home" aria-labelledby="challenges-heading">
      <HomeSplit>
        <SectionHeading spacing="home" id="challenges-heading" {...intro} />
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
      </HomeSplit>
    </Section>
  );
}
