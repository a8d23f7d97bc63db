import type { ReactNode } from "react";
import { Link } from "react-router";

import type { CaseStudy, Fact, Pillar } from "../../content/case-studies";
import {
  caseStudyLabels,
  pillarLabel,
} from "../../content/case-studies/labels";
import { Icon } from "../ui/icon";

/** The dark opening band of a study in its dialog: eyebrow, headline, introduction, its page. */
export function DetailHero({
  study,
  pagePath,
}: {
  study: CaseStudy;
  /** The study's own page, for a link under the introduction. */
  pagePath: string;
}) {
  return (
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
        to={pagePath}
        className="group/link mt-6 inline-flex min-h-11 items-center gap-2 rounded font-semibold text-accent underline-offset-4 hover:underline"
      >
        {caseStudyLabels.readFullStudy}
        <Icon
          name="arrow-right"
          className="size-5 transition-transform group-hover/link:translate-x-1"
        />
      </Link>
    </header>
  );
}

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

/**
 * The heading level of a study's parts: 3 inside a dialog or the no-script list (under the
 * study's h2), 2 on the study's own page (under its h1).
 */
export type PartLevel = 2 | 3;

/** A titled part of a study. */
export function DetailSection({
  title,
  level = 3,
  children,
}: {
  title: string;
  level?: PartLevel;
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

/** Bullet points: problems marked as such, solutions ticked. */
export function PointList({
  points,
  tone,
  columns = 1,
}: {
  points: string[];
  tone: "challenge" | "solution" | "result";
  columns?: 1 | 2;
}) {
  const icon = tone === "challenge" ? "circle-alert" : "circle-check";
  const colour = tone === "challenge" ? "text-accent-strong" : "text-brand";
  return (
    <ul
      className={
        columns === 2 ? "grid gap-3 md:grid-cols-2 md:gap-x-10" : "space-y-3"
      }
    >
      {points.map((point) => (
        <li key={point} className="flex gap-3">
          <Icon name={icon} className={`mt-0.5 size-5 shrink-0 ${colour}`} />
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

/** A solution's pillars, numbered. */
export function Pillars({
  pillars,
  level = 3,
}: {
  pillars: Pillar[];
  level?: PartLevel;
}) {
  const Heading = level === 2 ? "h3" : "h4";
  return (
    <ol className="grid gap-4 pt-2 md:grid-cols-3">
      {pillars.map((pillar, index) => (
        <li
          key={pillar.title}
          className="rounded-card bg-canvas-subtle p-6 ring-1 ring-line"
        >
          <span className="text-sm font-bold text-brand">
            {pillarLabel(index + 1)}
          </span>
          <Heading className="mt-2 text-lg font-bold text-ink">
            {pillar.title}
          </Heading>
          <p className="mt-2">{pillar.body}</p>
        </li>
      ))}
    </ol>
  );
}
