import type { CaseStudyFile } from "../case-studies.schema";
import { caseStudyIndex } from "./list";

export type { CaseStudy, Screenshot } from "../case-studies.schema";

/** The case studies: every file in `content/case-studies/`, so a file added is a study added. */
const files = import.meta.glob<CaseStudyFile>(
  "../../../content/case-studies/*.json",
  { eager: true, import: "default" },
);

export const { caseStudies, caseStudyForHash, findCaseStudy, nextCaseStudy } =
  caseStudyIndex(Object.values(files));
