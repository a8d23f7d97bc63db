import { CaseStudyList } from "../components/case-studies/case-study-list";
import { CommonThread } from "../components/case-studies/common-thread";
import { PageHero } from "../components/ui/page-hero";
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
