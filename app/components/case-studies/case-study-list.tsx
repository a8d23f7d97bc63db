import { caseStudies } from "../../content/case-studies";
import { caseStudyListCopy as copy } from "../../content/case-studies/labels";
import { Section, SectionHeading } from "../ui/section";
import { CaseStudyCard } from "./case-study-card";

/** Every case study as a card linking to its page, whose plain click opens its full story. */
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
    </Section>
  );
}
