import { caseStudies } from "../../content/case-studies";
import { caseStudyListCopy as copy } from "../../content/case-studies/labels";
import { Section, SectionHeading } from "../ui/section";
import { CaseStudyCard } from "./case-study-card";
import { CaseStudiesWithoutScript } from "./case-studies-without-script.prerender";

/** Every case study as a card that opens its full story. */
export function CaseStudyList() {
  return (
    <Section aria-labelledby="case-study-list-heading">
      <SectionHeading
        id="case-study-list-heading"
        eyebrow={copy.eyebrow}
        title={copy.title}
      >
        <p>{copy.intro}</p>
      </SectionHeading>
      <ul className="mt-12 space-y-8 lg:space-y-10">
        {caseStudies.map((study, index) => (
          <li key={study.id}>
            <CaseStudyCard study={study} reversed={index % 2 === 1} />
          </li>
        ))}
      </ul>
      {/* With scripts this is never parsed into the page. */}
      <noscript>
        <CaseStudiesWithoutScript />
      </noscript>
    </Section>
  );
}
