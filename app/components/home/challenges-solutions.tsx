import { challengesAndSolutions, homeSections } from "../../content/home";
import { Section, SectionHeading } from "../ui/section";
import { HomeSplit } from "./home-section";
import { markerStyles } from "./markers";

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
                <li
                  key={challenge}
                  className={markerStyles({
                    marker: "cross",
                    className: "text-ink-soft",
                  })}
                >
                  {challenge}
                </li>
              ))}
            </ul>
          </div>
          <div className="surface-night bg-night p-5 text-on-night sm:p-8">
            <h3 className="text-lg font-bold">{solutionsTitle}</h3>
            <ul className="mt-4 space-y-2.5">
              {solutions.map((solution) => (
                <li
                  key={solution}
                  className={markerStyles({
                    marker: "onward",
                    className: "text-on-night-soft",
                  })}
                >
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
