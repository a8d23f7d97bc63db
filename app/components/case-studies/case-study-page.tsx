import { Link } from "react-router";

import type { CaseStudy } from "../../content/case-studies";
import { caseStudyLabels as labels } from "../../content/case-studies/labels";
import { pagePath } from "../../content/site-map";
import { Icon } from "../ui/icon";
import {
  ChallengeAndSolution,
  FactsStrip,
  Results,
  ScreenGallery,
  Technologies,
  Testimonial,
} from "./detail-parts";
import { NextCaseStudy } from "./next-case-study";
import { ScreenImage } from "./screen-image";

/**
 * A case study on its own page: the opening band, the system's main screen across the page, then
 * the results and the client's words before the story behind them, and the next study.
 */
export function CaseStudyPage({
  study,
  next,
}: {
  study: CaseStudy;
  next: CaseStudy | undefined;
}) {
  const [cover, ...others] = study.screenshots;
  return (
    <>
      <article aria-labelledby="page-title">
        <header className="surface-night relative isolate overflow-hidden bg-night text-on-night">
          <div
            aria-hidden="true"
            className="absolute -top-32 -right-24 -z-10 size-96 rounded-full bg-brand/40 blur-3xl"
          />
          <div className="container-page max-w-5xl pt-10 pb-28 sm:pt-14 sm:pb-48 lg:pb-56">
            <Link
              to={pagePath.caseStudies}
              className="inline-flex min-h-11 items-center gap-2 rounded text-sm font-semibold text-on-night-soft hover:text-on-night"
            >
              <Icon name="arrow-left" className="size-4" />
              {labels.allStudies}
            </Link>
            <div className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2">
              {/* The night badge's look, without the shared UI chunk every page would load. */}
              <span className="inline-flex items-center rounded-full bg-night-raised px-3 py-1 text-xs font-semibold tracking-wide text-on-night ring-1 ring-on-night-line">
                {study.category}
              </span>
              <span className="text-sm text-on-night-soft">{study.client}</span>
            </div>
            <h1
              id="page-title"
              className="mt-5 max-w-4xl text-title font-extrabold sm:text-[2.75rem] sm:leading-tight"
            >
              {study.title}
            </h1>
            <p className="mt-5 max-w-3xl text-xl font-bold text-accent sm:text-2xl">
              {study.hero.headline}
            </p>
            <p className="mt-4 max-w-3xl text-lead text-on-night-soft">
              {study.hero.intro}
            </p>
          </div>
        </header>
        {/* The system's main screen, as wide as the page allows, rising out of the opening band. */}
        <figure className="relative container-page -mt-20 max-w-6xl sm:-mt-36 lg:-mt-44">
          <div className="overflow-hidden rounded-xl bg-canvas shadow-raised ring-1 ring-line sm:rounded-2xl">
            {cover ? <ScreenImage shot={cover} priority /> : null}
          </div>
          {cover ? (
            <figcaption className="mt-4 text-center text-sm font-semibold text-ink-soft">
              {cover.title}
            </figcaption>
          ) : null}
        </figure>
        <div className="container-page max-w-5xl space-y-16 pt-14 pb-16 sm:space-y-20 sm:pt-20 sm:pb-24">
          <Results results={study.results} level={2} />
          <Testimonial testimonial={study.testimonial} />
          <section aria-labelledby="project-heading">
            <h2 id="project-heading" className="text-2xl font-bold">
              {labels.atAGlance}
            </h2>
            <div className="mt-6">
              <FactsStrip facts={study.facts} />
            </div>
          </section>
          <ChallengeAndSolution study={study} level={2} />
          {others.length > 0 ? (
            <ScreenGallery
              screenshots={others}
              title={labels.moreScreens}
              level={2}
            />
          ) : null}
          <Technologies technologies={study.technologies} level={2} />
        </div>
      </article>
      {next ? <NextCaseStudy study={next} /> : null}
    </>
  );
}
