import { Link } from "react-router";

import type { CaseStudy } from "../../content/case-studies";
import { caseStudyLabels as labels } from "../../content/case-studies/labels";
import { pagePath } from "../../content/site-map";
import { Icon } from "../ui/icon";
import { CaseStudyStory, StudyOpening } from "./detail-parts";
import { NextCaseStudy } from "./next-case-study";
import { ScreenFigure } from "./screen-image";

/** A case study on its own page: its opening, its main screen across the page, its story, the next. */
export function CaseStudyPage({
  study,
  next,
}: {
  study: CaseStudy;
  next: CaseStudy | undefined;
}) {
  const [cover] = study.screenshots;
  return (
    <>
      <article aria-labelledby="page-title">
        <StudyOpening
          study={study}
          className="container-page max-w-5xl pt-10 pb-28 sm:pt-14 sm:pb-48 lg:pb-56"
          top={
            <>
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
                <span className="text-sm text-on-night-soft">
                  {study.client}
                </span>
              </div>
              <h1
                id="page-title"
                className="mt-5 max-w-4xl text-title font-extrabold sm:text-[2.75rem] sm:leading-tight"
              >
                {study.title}
              </h1>
            </>
          }
        />
        {/* Rising out of the opening band, as wide as the page allows. */}
        {cover ? (
          <ScreenFigure
            shot={cover}
            priority
            className="relative container-page -mt-20 max-w-6xl sm:-mt-36 lg:-mt-44"
          />
        ) : null}
        <CaseStudyStory
          study={study}
          level={2}
          className="container-page max-w-5xl space-y-16 pt-14 pb-16 sm:space-y-20 sm:pt-20 sm:pb-24"
        />
      </article>
      {next ? <NextCaseStudy study={next} /> : null}
    </>
  );
}
