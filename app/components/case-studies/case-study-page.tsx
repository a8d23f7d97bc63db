import { Link } from "react-router";

import type { CaseStudy } from "../../content/case-studies";
import { caseStudyLabels as labels } from "../../content/case-studies/labels";
import { caseStudyPath, pagePath } from "../../content/site-map";
import { Badge } from "../ui/badge";
import { Icon } from "../ui/icon";
import { CaseStudyStory, StudyOpening } from "./detail-parts";
import { FigureChange, ScreenFigure } from "./screen-image";

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
                <Badge tone="night">{study.category}</Badge>
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

function NextCaseStudy({ study }: { study: CaseStudy }) {
  const { from, value, label } = study.highlight;
  return (
    <section
      aria-labelledby="next-case-study-heading"
      className="border-t border-line bg-canvas py-14 sm:py-20"
    >
      <div className="container-page max-w-5xl">
        <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
          <h2
            id="next-case-study-heading"
            className="text-sm font-semibold tracking-widest text-brand uppercase"
          >
            {labels.next}
          </h2>
          <Link
            to={pagePath.caseStudies}
            className="inline-flex min-h-11 items-center rounded text-sm font-semibold text-ink-soft underline-offset-4 hover:text-ink hover:underline"
          >
            {labels.allStudies}
          </Link>
        </div>
        <Link
          to={caseStudyPath(study.id)}
          className="group mt-4 grid gap-6 rounded-card border border-line bg-canvas p-6 shadow-card transition duration-200 hover:-translate-y-0.5 hover:shadow-raised sm:p-10 md:grid-cols-[1fr_auto] md:items-center"
        >
          <span>
            <span className="block text-sm text-ink-soft">
              {study.category} · {study.client}
            </span>
            <span className="mt-2 block text-2xl font-bold text-ink group-hover:text-brand sm:text-3xl">
              {study.title}
            </span>
            <span className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-ink-soft">
              <FigureChange
                from={from}
                value={value}
                className="text-3xl font-extrabold tracking-tight text-brand"
              />
              <span className="text-sm font-medium">{label}</span>
            </span>
          </span>
          <span
            aria-hidden="true"
            className="grid size-14 place-items-center rounded-full bg-brand text-white transition-transform group-hover:translate-x-1"
          >
            <Icon name="arrow-right" className="size-6" />
          </span>
        </Link>
      </div>
    </section>
  );
}
