import type { ReactNode } from "react";

import type { CaseStudy, Fact, Screenshot } from "../../content/case-studies";
import {
  caseStudyLabels as labels,
  pillarLabel,
} from "../../content/case-studies/labels";
import { Icon } from "../ui/icon";
import { FigureChange } from "./figure-change";
import { ScreenImage } from "./screen-image";

/** The heading level of a study's parts: 3 in its dialog, 2 on its own page (under its h1). */
export type PartLevel = 2 | 3;

/** The strip of facts under the hero. */
export function FactsStrip({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid gap-px overflow-hidden rounded-card bg-line ring-1 ring-line sm:grid-cols-2 lg:grid-cols-5">
      {facts.map((fact, index) => (
        <div
          key={fact.label}
          className={`flex flex-col gap-1 p-5 ${index === facts.length - 1 ? "bg-brand-soft sm:col-span-2 lg:col-span-1" : "bg-canvas"}`}
        >
          <dt className="text-xs font-semibold tracking-wider text-ink-soft uppercase">
            {fact.label}
          </dt>
          <dd className="font-semibold text-ink">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function DetailSection({
  title,
  level = 3,
  children,
}: {
  title: string;
  level?: PartLevel | undefined;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section>
      <Heading className="text-2xl font-bold">{title}</Heading>
      <div className="mt-4 space-y-4 text-ink-soft">{children}</div>
    </section>
  );
}

/** Bullet points: problems marked as such, solutions and results ticked. */
function PointList({
  points,
  problems = false,
  columns = 1,
}: {
  points: string[];
  problems?: boolean;
  columns?: 1 | 2;
}) {
  return (
    <ul
      className={
        columns === 2 ? "grid gap-3 md:grid-cols-2 md:gap-x-10" : "space-y-3"
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

/** The client's words. */
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

/**
 * The challenge and the solution: one after the other when the solution has numbered pillars,
 * side by side when both are lists.
 */
export function ChallengeAndSolution({
  study: { challenge, solution },
  level,
}: {
  study: CaseStudy;
  level?: PartLevel;
}) {
  const pillars = solution.pillars.length > 0;
  const PillarHeading = level === 2 ? "h3" : "h4";
  const parts = (
    <>
      <DetailSection title={labels.challenge} level={level}>
        <p className={pillars ? "max-w-3xl" : undefined}>{challenge.summary}</p>
        <PointList
          points={challenge.points}
          problems
          columns={pillars ? 2 : 1}
        />
      </DetailSection>
      <DetailSection title={labels.solution} level={level}>
        <p className={pillars ? "max-w-3xl" : undefined}>{solution.summary}</p>
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
                <PillarHeading className="mt-2 text-lg font-bold text-ink">
                  {pillar.title}
                </PillarHeading>
                <p className="mt-2">{pillar.body}</p>
              </li>
            ))}
          </ol>
        ) : (
          <PointList points={solution.points} />
        )}
      </DetailSection>
    </>
  );
  if (pillars) return parts;
  return <div className="grid gap-10 lg:grid-cols-2 lg:gap-12">{parts}</div>;
}

/** The measured outcome: figures first, then what changed. */
export function Results({
  results,
  level,
}: {
  results: CaseStudy["results"];
  level?: PartLevel;
}) {
  return (
    <DetailSection title={labels.results} level={level}>
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
    </DetailSection>
  );
}

/**
 * A study's screens, two by two, an odd last one full width; with `lead`, the first one large
 * above them. Plain images: no script for the page to load, fetched only when scrolled near.
 */
export function ScreenGallery({
  screenshots,
  title,
  level,
  lead = false,
}: {
  screenshots: Screenshot[];
  title: string;
  level?: PartLevel;
  lead?: boolean;
}) {
  const last = screenshots.length - 1;
  const oddLast = (screenshots.length - (lead ? 1 : 0)) % 2 === 1;
  return (
    <DetailSection title={title} level={level}>
      <div className={`grid sm:grid-cols-2 ${lead ? "gap-6" : "gap-8"}`}>
        {screenshots.map((shot, index) => (
          <figure
            key={shot.src}
            className={
              (lead && index === 0) || (oddLast && index === last)
                ? "sm:col-span-2"
                : ""
            }
          >
            <div className="overflow-hidden rounded-xl bg-canvas shadow-card ring-1 ring-line">
              <ScreenImage shot={shot} />
            </div>
            <figcaption className="mt-3 text-sm font-semibold text-ink">
              {shot.title}
            </figcaption>
          </figure>
        ))}
      </div>
    </DetailSection>
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
