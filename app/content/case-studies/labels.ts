import file from "../../../content/case-studies-labels.json" with { type: "json" };
import type { CaseStudiesLabels } from "../case-studies.schema.ts";

/** The words the case-study pages share; no Vite glob here, so the end-to-end tests read them. */
export const { list: caseStudyListCopy, study: caseStudyLabels } =
  file as CaseStudiesLabels;

/** "Pillar 2": a solution's pillar by its number, counted from 1. */
export const pillarLabel = (number: number) =>
  caseStudyLabels.pillar.replaceAll("{number}", String(number));
