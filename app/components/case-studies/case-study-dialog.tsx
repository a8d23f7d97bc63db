import { Link } from "react-router";

import type { CaseStudy } from "../../content/case-studies";
import { caseStudyLabels as labels } from "../../content/case-studies/labels";
import { caseStudyPath } from "../../content/case-studies/paths";
import { Dialog } from "../ui/dialog";
import { Icon } from "../ui/icon";
import {
  ChallengeAndSolution,
  FactsStrip,
  Results,
  ScreenGallery,
  Technologies,
  Testimonial,
} from "./detail-parts";

/** A study's full story in the site's dialog; mounted open, closed by unmounting. */
export function CaseStudyDialog({
  study,
  onClose,
}: {
  study: CaseStudy;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onClose={onClose}
      // One size smaller on phones: at 375 px the header keeps to about a sixth of the screen.
      title={
        <span className="block max-sm:text-base max-sm:leading-snug">
          {study.title}
        </span>
      }
      subtitle={study.client}
      size="lg"
    >
      <article className="-mx-6 -mt-6 sm:-mx-8">
        <header className="surface-night relative isolate overflow-hidden bg-night px-6 py-10 text-on-night sm:px-8 sm:py-12">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-brand/40 blur-3xl"
          />
          <p className="text-sm font-semibold tracking-widest text-accent uppercase">
            {study.hero.eyebrow}
          </p>
          <p className="mt-3 max-w-3xl text-2xl font-bold sm:text-3xl">
            {study.hero.headline}
          </p>
          <p className="mt-4 max-w-3xl text-lead text-on-night-soft">
            {study.hero.intro}
          </p>
          <Link
            to={caseStudyPath(study.id)}
            className="group/link mt-6 inline-flex min-h-11 items-center gap-2 rounded font-semibold text-accent underline-offset-4 hover:underline"
          >
            {labels.readFullStudy}
            <Icon
              name="arrow-right"
              className="size-5 transition-transform group-hover/link:translate-x-1"
            />
          </Link>
        </header>
        <div className="space-y-12 px-6 py-10 sm:px-8 sm:py-12">
          <FactsStrip facts={study.facts} />
          <ChallengeAndSolution study={study} />
          <ScreenGallery
            screenshots={study.screenshots}
            title={labels.screenshots}
            lead
          />
          <Results results={study.results} />
          <Testimonial testimonial={study.testimonial} />
          <Technologies technologies={study.technologies} />
        </div>
      </article>
    </Dialog>
  );
}
