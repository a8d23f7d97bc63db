import { ArrowRight, X } from "lucide-react";

import {
  challengesAndSolutions,
  homeSections,
} from "../../content/home-sections";
import { Section, SectionHeading } from "../ui/section";

export function ChallengesSolutions() {
  const intro = homeSections.challenges;
  const { challenges, solutions } = challengesAndSolutions;
  return (
    <Section aria-labelledby="challenges-heading">
      <SectionHeading
        id="challenges-heading"
        eyebrow={intro.eyebrow}
        title={intro.title}
        align="center"
      >
        <p>{intro.intro}</p>
      </SectionHeading>
      <div className="mt-12 grid overflow-hidden rounded-card border border-line shadow-card lg:grid-cols-2">
        <div className="bg-canvas p-6 sm:p-10">
          <h3 className="text-lg font-bold">The challenge</h3>
          <ul className="mt-6 space-y-4">
            {challenges.map((challenge) => (
              <li key={challenge} className="flex gap-3 text-ink-soft">
                <span
                  aria-hidden="true"
                  className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-rose-50 text-rose-700"
                >
                  <X className="size-3.5" strokeWidth={3} />
                </span>
                {challenge}
              </li>
            ))}
          </ul>
        </div>
        <div className="surface-night bg-night p-6 text-on-night sm:p-10">
          <h3 className="text-lg font-bold">How we solve it</h3>
          <ul className="mt-6 space-y-4">
            {solutions.map((solution) => (
              <li key={solution} className="flex gap-3 text-on-night-soft">
                <span
                  aria-hidden="true"
                  className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-accent text-night"
                >
                  <ArrowRight className="size-3.5" strokeWidth={3} />
                </span>
                {solution}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
