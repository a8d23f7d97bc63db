import type { CaseStudy } from "../../content/case-studies";
import {
  DetailHero,
  DetailSection,
  FactsStrip,
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
        <div className="grid gap-10 lg:grid-cols-2 lg:gap-12">
          <DetailSection title="The challenge">
            <p>{study.challenge.summary}</p>
            <PointList points={study.challenge.points} tone="challenge" />
          </DetailSection>
          <DetailSection title="Our solution">
            <p>{study.solution.summary}</p>
            {study.solution.points.length > 0 ? (
              <PointList points={study.solution.points} tone="solution" />
            ) : null}
          </DetailSection>
        </div>
        {study.solution.pillars.length > 0 ? (
          <ol className="grid gap-4 md:grid-cols-3">
            {study.solution.pillars.map((pillar, index) => (
              <li
                key={pillar.title}
                className="rounded-card bg-canvas-subtle p-6 ring-1 ring-line"
              >
                <span className="text-sm font-bold text-brand">
                  Pillar {index + 1}
                </span>
                <h4 className="mt-2 text-lg font-bold">{pillar.title}</h4>
                <p className="mt-2 text-ink-soft">{pillar.body}</p>
              </li>
            ))}
          </ol>
        ) : null}
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
