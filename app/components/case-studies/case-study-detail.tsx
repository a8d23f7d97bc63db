import type { CaseStudy } from "../../content/case-studies";
import { DetailHero, FactsStrip, Testimonial } from "./detail-parts";
import { Results } from "./results";
import { ScreenshotGallery } from "./screenshot-gallery";
import { ChallengeAndSolution, Technologies } from "./story-parts";

/**
 * The full story of one case study. Inside its dialog the dialog's header names it; on a page
 * (the no-script version of /case-studies) the study names itself with its own heading.
 */
export function CaseStudyDetail({
  study,
  inDialog,
  pagePath,
}: {
  study: CaseStudy;
  inDialog: boolean;
  /** The study's own page, linked from its opening band. */
  pagePath?: string;
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
      <DetailHero
        study={study}
        titleId={inDialog ? undefined : titleId}
        pagePath={pagePath}
      />
      <div className="space-y-12 px-6 py-10 sm:px-8 sm:py-12">
        <FactsStrip facts={study.facts} />
        <ChallengeAndSolution study={study} />
        <ScreenshotGallery screenshots={study.screenshots} />
        <Results results={study.results} />
        <Testimonial testimonial={study.testimonial} />
        <Technologies technologies={study.technologies} />
      </div>
    </article>
  );
}
