import { lazy, Suspense, useId, useRef } from "react";
import { Link } from "react-router";

import { Badge } from "../components/ui/badge";
import { Icon } from "../components/ui/icon";
import { PageHero } from "../components/ui/page-hero";
import { Section, SectionHeading } from "../components/ui/section";
import { StatFigure } from "../components/ui/figure-basis";
import {
  FigureChange,
  ScreenImage,
} from "../components/case-studies/screen-image";
import { caseStudies, type CaseStudy } from "../content/case-studies";
import { caseStudyListCopy as copy } from "../content/case-studies/labels";
import commonThread from "../../content/case-studies-common-thread.json" with { type: "json" };
import { namedPageMeta } from "../content/page-meta";
import caseStudiesPageFile from "../../content/pages/case-studies.json" with { type: "json" };
import { pageCopy } from "../content/page-copy";
import { caseStudyPath } from "../content/site-map";
import { isPlainClick, useHashDialog } from "../lib/use-hash-dialog";

const caseStudiesPage = pageCopy(caseStudiesPageFile);

export const meta = () => namedPageMeta("caseStudies", caseStudiesPage);

export default function CaseStudiesPage() {
  return (
    <>
      <PageHero {...caseStudiesPage.hero} />
      <CaseStudyList />
      <CommonThread />
    </>
  );
}

function CaseStudyList() {
  return (
    <Section>
      <SectionHeading {...copy} />
      <ul className="mt-12 space-y-8 lg:space-y-10">
        {caseStudies.map((study, index) => (
          <li key={study.id}>
            <CaseStudyCard study={study} reversed={index % 2 === 1} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function CommonThread() {
  return (
    <Section tone="night">
      <SectionHeading {...commonThread} />
      <dl className="mt-12 grid gap-10 sm:grid-cols-3">
        {commonThread.points.map((point) => (
          <StatFigure
            key={point.label}
            value={point.figure}
            label={point.label}
            basis={point.basis}
            className="border-l-2 border-accent pl-6"
            valueClassName="text-5xl font-extrabold tracking-tight text-accent"
            labelClassName="mt-1 text-lg font-bold"
            basisClassName="mt-2 text-on-night-soft"
          >
            <dd className="mt-3 text-on-night-soft">{point.description}</dd>
          </StatFigure>
        ))}
      </dl>
    </Section>
  );
}

// The dialog and the full story load when a dialog is about to open, not with the page.
const loadDialog = () => import("../components/case-studies/case-study-dialog");
const CaseStudyDialog = lazy(loadDialog);

/** A study's card, linking to its page; a plain click opens its dialog (/case-studies#<id>). */
export function CaseStudyCard({
  study,
  reversed = false,
}: {
  study: CaseStudy;
  reversed?: boolean;
}) {
  const linkRef = useRef<HTMLAnchorElement>(null);
  const [open, setOpen] = useHashDialog(study.id, linkRef);
  const summaryId = useId();
  const titleId = useId();
  const [cover] = study.screenshots;

  return (
    <>
      {/* The card's outline is the focus ring (the link's ::after would be clipped). */}
      <article
        aria-labelledby={titleId}
        className="group relative grid grid-cols-1 overflow-hidden rounded-card border border-line bg-canvas shadow-card transition duration-200 hover:-translate-y-0.5 hover:shadow-raised has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-brand lg:grid-cols-2"
      >
        <div
          aria-hidden="true"
          className={`overflow-hidden bg-night bg-[radial-gradient(90%_90%_at_80%_0%,--alpha(var(--color-accent)/35%),--alpha(var(--color-brand)/30%)_45%,transparent)] px-6 pt-8 sm:px-10 sm:pt-12 ${reversed ? "lg:order-last" : ""}`}
        >
          <div className="translate-y-2 overflow-hidden rounded-t-xl shadow-raised ring-1 ring-white/10 transition duration-300 group-hover:translate-y-0">
            {cover ? <ScreenImage shot={{ ...cover, alt: "" }} /> : null}
          </div>
        </div>
        <div className="flex flex-col p-6 sm:p-10">
          <div className="flex flex-wrap items-center gap-3">
            <Badge>{study.category}</Badge>
            <span className="text-sm text-ink-soft">{study.client}</span>
          </div>
          <h3 id={titleId} className="mt-5 text-2xl font-bold sm:text-3xl">
            <Link
              ref={linkRef}
              to={caseStudyPath(study.id)}
              aria-haspopup="dialog"
              aria-describedby={summaryId}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                setOpen(true);
              }}
              // A pointer on its way or keyboard focus: fetch the story before the click.
              onPointerEnter={() => void loadDialog()}
              onFocus={() => void loadDialog()}
              className="group-hover:text-brand after:absolute after:inset-0 after:z-10 after:rounded-card focus-visible:outline-none"
            >
              {study.title}
            </Link>
          </h3>
          <p id={summaryId} className="mt-4 text-ink-soft">
            {study.summary}
          </p>
          <p className="mt-8 flex flex-wrap items-baseline gap-x-3 gap-y-1 border-t border-line pt-6 text-ink-soft">
            <FigureChange
              from={study.highlight.from}
              value={study.highlight.value}
              className="text-4xl font-extrabold tracking-tight text-brand"
            />
            <span className="text-sm font-medium">{study.highlight.label}</span>
          </p>
          <span
            aria-hidden="true"
            className="mt-8 inline-flex items-center gap-2 font-semibold text-brand"
          >
            {copy.readStudy}
            <Icon
              name="arrow-right"
              className="size-5 transition-transform group-hover:translate-x-1"
            />
          </span>
        </div>
      </article>
      {/* Beside the card, not in it: the card's hover styles must not reach the open dialog. */}
      {open ? (
        <Suspense fallback={null}>
          <CaseStudyDialog study={study} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
