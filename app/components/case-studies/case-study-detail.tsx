import type { CaseStudy } from "../../content/case-studies";
import {
  DetailHero,
  DetailSection,
  FactsStrip,
  Pillars,
  PointList,
  Testimonial,
} from "./detail-parts";
import { Results } from "./results";
import { ScreenshotGallery } from "./screenshot-gallery";

/**
 * The full story of one case study. Inside its dialog the dialog's header names it; on a page
 * (the no-script version of /case-studies) the study names itself with its own heading.
 */
export function CaseStudyDetail({
  study,
  inDialog,
}: {
  study: CaseStudy;
  inDialog: boolean;
}) {
  const titleId = `${study.id}-title`;
  return (
    <article
      id={inDialog ? undefined : study.id}
      aria-labelledby={inDialog ? undefined : titleId}
      className={
        inDialog
          ? "-mx-6 -mt-6 sm:-mx-8"
          : "overflow-hidden rounded-card border border-line bg-canvas shadow-card"
      }
    >
      <DetailHero study={study} titleId={inDialog ? undefined : titleId} />
      <div className="space-y-12 px-6 py-10 sm:px-8 sm:py-12">
        <FactsStrip facts={study.facts} />
        {study.solution.pillars.length > 0 ? (
          <>
            <DetailSection title="The challenge">
              <p className="max-w-3xl">{study.challenge.summary}</p>
              <PointList
                points={study.challenge.points}
                tone="challenge"
                columns={2}
              />
            </DetailSection>
            <DetailSection title="Our solution">
              <p className="max-w-3xl">{study.solution.summary}</p>
              <Pillars pillars={study.solution.pillars} />
            </DetailSection>
          </>
        ) : (
          <div className="grid gap-10 lg:grid-cols-2 lg:gap-12">
            <DetailSection title="The challenge">
              <p>{study.challenge.summary}</p>
              <PointList points={study.challenge.points} tone="challenge" />
            </DetailSection>
            <DetailSection title="Our solution">
              <p>{study.solution.summary}</p>
              <PointList points={study.solution.points} tone="solution" />
            </DetailSection>
          </div>
        )}
        <ScreenshotGallery screenshots={study.screenshots} />
        <Results results={study.results} />
        <Testimonial testimonial={study.testimonial} />
        <DetailSection title="Technologies">
          <ul className="flex flex-wrap gap-2">
            {study.technologies.map((technology) => (
              <li
                key={technology}
                className="rounded-full bg-brand-soft px-4 py-1.5 text-sm font-semibold text-brand-strong"
              >
                {technology}
              </li>
            ))}
          </ul>
        </DetailSection>
      </div>
    </article>
  );
}
