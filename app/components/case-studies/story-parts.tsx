import type { CaseStudy } from "../../content/case-studies";
import { caseStudyLabels as labels } from "../../content/case-studies/labels";
import {
  DetailSection,
  Pillars,
  PointList,
  type PartLevel,
} from "./detail-parts";

/**
 * The challenge and the solution: one after the other when the solution has pillars (study 2's
 * three), side by side when both are lists.
 */
export function ChallengeAndSolution({
  study,
  level,
}: {
  study: CaseStudy;
  level?: PartLevel;
}) {
  if (study.solution.pillars.length > 0)
    return (
      <>
        <DetailSection title={labels.challenge} level={level}>
          <p className="max-w-3xl">{study.challenge.summary}</p>
          <PointList
            points={study.challenge.points}
            tone="challenge"
            columns={2}
          />
        </DetailSection>
        <DetailSection title={labels.solution} level={level}>
          <p className="max-w-3xl">{study.solution.summary}</p>
          <Pillars pillars={study.solution.pillars} level={level} />
        </DetailSection>
      </>
    );
  return (
    <div className="grid gap-10 lg:grid-cols-2 lg:gap-12">
      <DetailSection title={labels.challenge} level={level}>
        <p>{study.challenge.summary}</p>
        <PointList points={study.challenge.points} tone="challenge" />
      </DetailSection>
      <DetailSection title={labels.solution} level={level}>
        <p>{study.solution.summary}</p>
        <PointList points={study.solution.points} tone="solution" />
      </DetailSection>
    </div>
  );
}

/** The technologies the system was built with, as tags. */
export function Technologies({
  technologies,
  level,
}: {
  technologies: string[];
  level?: PartLevel;
}) {
  return (
    <DetailSection title={labels.technologies} level={level}>
      <ul className="flex flex-wrap gap-2">
        {technologies.map((technology) => (
          <li
            key={technology}
            className="rounded-full bg-brand-soft px-4 py-1.5 text-sm font-semibold text-brand-strong"
          >
            {technology}
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
