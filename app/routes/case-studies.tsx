import { CaseStudyCard } from "../components/case-studies/case-study-card";
import { FigureBasis } from "../components/ui/figure-basis";
import { PageHero } from "../components/ui/page-hero";
import { Section, SectionHeading } from "../components/ui/section";
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
      <SectionHeading
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={copy.intro}
      />
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
      <SectionHeading
        eyebrow={commonThread.eyebrow}
        title={commonThread.title}
      />
      <dl className="mt-12 grid gap-10 sm:grid-cols-3">
        {commonThread.points.map((point) => (
          <div key={point.label} className="border-l-2 border-accent pl-6">
            <dt>
              <span className="block text-5xl font-extrabold tracking-tight text-accent">
                {point.figure}
              </span>
              <span className="mt-1 block text-lg font-bold">
                {point.label}
              </span>
            </dt>
            <dd className="mt-3 text-on-night-soft">{point.description}</dd>
            <FigureBasis
              as="dd"
              basis={point.basis}
              className="mt-2 text-on-night-soft"
            />
          </div>
        ))}
      </dl>
    </Section>
  );
}
