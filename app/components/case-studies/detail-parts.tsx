import type { ReactNode } from "react";

import type { CaseStudy } from "../../content/case-studies";
import {
  caseStudyLabels as labels,
  pillarLabel,
} from "../../content/case-studies/labels";
import { Icon } from "../ui/icon";
import { FigureChange, ScreenFigure } from "./screen-image";

/** A study's night band, the same in its dialog and on its page: `top`, headline, introduction. */
export function StudyOpening({
  study,
  top,
  className,
  children,
}: {
  study: CaseStudy;
  top: ReactNode;
  className: string;
  children?: ReactNode;
}) {
  return (
    <header className="surface-night relative isolate overflow-hidden bg-night text-on-night">
      <div
        aria-hidden="true"
        className="absolute -top-32 -right-24 -z-10 size-96 rounded-full bg-brand/40 blur-3xl"
      />
      <div className={className}>
        {top}
        <p className="mt-5 max-w-3xl text-xl font-bold text-accent sm:text-2xl">
          {study.hero.headline}
        </p>
        <p className="mt-4 max-w-3xl text-lead text-on-night-soft">
          {study.hero.intro}
        </p>
        {children}
      </div>
    </header>
  );
}

/** A study's story after its opening, in its dialog (h3 headings) and on its page (h2). */
export function CaseStudyStory({
  study,
  level,
  className,
}: {
  study: CaseStudy;
  level: 2 | 3;
  className: string;
}) {
  const { challenge, solution, results } = study;
  const Heading = level === 2 ? "h2" : "h3";
  const Subheading = level === 2 ? "h3" : "h4";
  const part = (title: string, children: ReactNode) => (
    <section>
      <Heading className="text-2xl font-bold">{title}</Heading>
      <div className="mt-4 space-y-4 text-ink-soft">{children}</div>
    </section>
  );
  const pillars = solution.pillars.length > 0;
  const challengeAndSolution = (
    <>
      {part(
        labels.challenge,
        <>
          <p className={pillars ? "max-w-3xl" : undefined}>
            {challenge.summary}
          </p>
          <PointList points={challenge.points} problems columns={pillars} />
        </>,
      )}
      {part(
        labels.solution,
        <>
          <p className={pillars ? "max-w-3xl" : undefined}>
            {solution.summary}
          </p>
          {pillars ? (
            <ol className="grid gap-4 pt-2 md:grid-cols-3">
              {solution.pillars.map((pillar, index) => (
                <li
                  key={pillar.title}
                  className="rounded-card bg-canvas-subtle p-6 ring-1 ring-line"
                >
                  <span className="text-sm font-bold text-brand">
                    {pillarLabel(index + 1)}
                  </span>
                  <Subheading className="mt-2 text-lg font-bold text-ink">
                    {pillar.title}
                  </Subheading>
                  <p className="mt-2">{pillar.body}</p>
                </li>
              ))}
            </ol>
          ) : (
            <PointList points={solution.points} />
          )}
        </>,
      )}
    </>
  );
  const [, ...others] = study.screenshots;
  const oddLast = others.length % 2 === 1 ? others.length - 1 : -1;

  return (
    <div className={className}>
      {part(
        labels.results,
        <>
          <p>{results.summary}</p>
          {/* Columns by the tiles' room, not the screen's: a dialog is narrower than the page. */}
          <div className="@container">
            <dl
              className={`grid gap-3 sm:gap-4 @min-[17rem]:grid-cols-2 ${results.metrics.length > 2 ? "@min-[56rem]:grid-cols-4" : ""}`}
            >
              {results.metrics.map((metric) => (
                <div
                  key={metric.label}
                  className="surface-night flex min-w-0 flex-col gap-2 rounded-card bg-night p-4 text-on-night sm:p-6"
                >
                  <dt className="text-sm text-on-night-soft">{metric.label}</dt>
                  <dd className="order-first min-w-0 text-on-night-soft">
                    <FigureChange
                      from={metric.from}
                      value={metric.value}
                      className="text-2xl font-extrabold tracking-tight text-accent sm:text-3xl"
                    />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <PointList points={results.points} />
        </>,
      )}
      <Testimonial testimonial={study.testimonial} />
      {part(
        labels.atAGlance,
        <dl className="grid gap-px overflow-hidden rounded-card bg-line ring-1 ring-line sm:grid-cols-2 lg:grid-cols-5">
          {study.facts.map((fact, index) => (
            <div
              key={fact.label}
              className={`flex flex-col gap-1 p-5 ${index === study.facts.length - 1 ? "bg-brand-soft sm:col-span-2 lg:col-span-1" : "bg-canvas"}`}
            >
              <dt className="text-xs font-semibold tracking-wider text-ink-soft uppercase">
                {fact.label}
              </dt>
              <dd className="font-semibold text-ink">{fact.value}</dd>
            </div>
          ))}
        </dl>,
      )}
      {pillars ? (
        challengeAndSolution
      ) : (
        <div className="grid gap-10 lg:grid-cols-2 lg:gap-12">
          {challengeAndSolution}
        </div>
      )}
      {others.length > 0
        ? part(
            labels.moreScreens,
            <div className="grid gap-8 sm:grid-cols-2">
              {others.map((shot, index) => (
                <ScreenFigure
                  key={shot.src}
                  shot={shot}
                  className={index === oddLast ? "sm:col-span-2" : undefined}
                />
              ))}
            </div>,
          )
        : null}
      {part(
        labels.technologies,
        <ul className="flex flex-wrap gap-2">
          {study.technologies.map((technology) => (
            <li
              key={technology}
              className="rounded-full bg-brand-soft px-4 py-1.5 text-sm font-semibold text-brand-strong"
            >
              {technology}
            </li>
          ))}
        </ul>,
      )}
    </div>
  );
}

function PointList({
  points,
  problems = false,
  columns = false,
}: {
  points: string[];
  problems?: boolean;
  columns?: boolean;
}) {
  return (
    <ul
      className={
        columns ? "grid gap-3 md:grid-cols-2 md:gap-x-10" : "space-y-3"
      }
    >
      {points.map((point) => (
        <li key={point} className="flex gap-3">
          <Icon
            name={problems ? "circle-alert" : "circle-check"}
            className={`mt-0.5 size-5 shrink-0 ${problems ? "text-accent-strong" : "text-brand"}`}
          />
          <span>{point}</span>
        </li>
      ))}
    </ul>
  );
}

export function Testimonial({
  testimonial,
}: {
  testimonial: CaseStudy["testimonial"];
}) {
  return (
    <figure className="relative rounded-card bg-canvas-subtle p-8 ring-1 ring-line sm:p-10">
      <Icon name="quote" className="size-10 text-accent" />
      <blockquote className="mt-4 text-xl leading-relaxed font-semibold text-ink sm:text-2xl">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 text-ink-soft">
        <span className="font-semibold text-ink">
          {testimonial.attribution}
        </span>
        , {testimonial.organisation}
      </figcaption>
    </figure>
  );
}
