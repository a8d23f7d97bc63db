import type { CaseStudy } from "../../content/case-studies";
import { DetailHero, FactsStrip, Testimonial } from "./detail-parts";
import { Results } from "./results";
import { ScreenshotGallery } from "./screenshot-gallery";
import { ChallengeAndSolution, Technologies } from "./story-parts";

/** The full story of one case study, in its dialog, whose header names it. */
export function CaseStudyDetail({
  study,
  pagePath,
}: {
  study: CaseStudy;
  /** The study's own page, linked from its opening band. */
  pagePath: string;
}) {
  return (
    <article className="-mx-6 -mt-6 sm:-mx-8">
      <DetailHero study={study} pagePath={pagePath} />
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
