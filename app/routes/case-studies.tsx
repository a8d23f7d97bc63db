import { CaseStudyList } from "../components/case-studies/case-study-list";
import { CommonThread } from "../components/case-studies/common-thread";
import { PageHero } from "../components/ui/page-hero";
import { namedPageMeta } from "../content/page-meta";
import { caseStudiesPage } from "../content/page-copy/case-studies";

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
