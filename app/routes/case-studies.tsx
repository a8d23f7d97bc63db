import { CaseStudyList } from "../components/case-studies/case-study-list";
import { CommonThread } from "../components/case-studies/common-thread";
import { PageHero } from "../components/ui/page-hero";
import { namedPageMeta } from "../content/page-meta";
import { pages } from "../content/pages";

export const meta = () => namedPageMeta("caseStudies");

export default function CaseStudiesPage() {
  return (
    <>
      <PageHero {...pages.caseStudies.hero} />
      <CaseStudyList />
      <CommonThread />
    </>
  );
}
