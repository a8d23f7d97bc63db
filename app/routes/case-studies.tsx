import { CaseStudyCard } from "../components/case-studies/case-study-card";
import { PageHero } from "../components/ui/page-hero";
import { Section, SectionHeading } from "../components/ui/section";
import { StatFigure } from "../components/ui/figure-basis";
import { caseStudies } from "../content/case-studies";
import { caseStudyListCopy as copy } from "../content/case-studies/labels";
import commonThread from "../../content/case-studies-common-thread.json" with { type: "json" };
import { namedPageMeta } from "../content/page-meta";
import caseStudiesPageFile from "../../content/pages/case-studies.json" with { type: "json" };
import { pageCopy } from "../content/page-copy";

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
