import file from "../../../content/case-studies-labels.json" with { type: "json" };
import type { CaseStudiesLabels } from "../case-studies.schema.ts";

/**
 * The words the case-study pages share (`content/case-studies-labels.json`, checked by the build
 * against `caseStudiesLabelsSchema`): the heading of the list on /case-studies, and the names of
 * a study's parts and links in its dialog and on its page. A module of its own, without Vite's
 * glob, so that the end-to-end tests read the same words.
 */
export const { list: caseStudyListCopy, study: caseStudyLabels } =
  file as CaseStudiesLabels;

/** "Pillar 2": a solution's pillar by its number, counted from 1. */
export const pillarLabel = (number: number) =>
  caseStudyLabels.pillar.replaceAll("{number}", String(number));
