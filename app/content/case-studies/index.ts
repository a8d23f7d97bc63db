import { educationSupplyChain } from "./education-supply-chain";
import { insurerStakeholderDatabase } from "./insurer-stakeholder-database";
import type { CaseStudy } from "./types";

export type * from "./types";

/** Every case study, in the order the page lists them. Add a study by adding its module here. */
export const caseStudies = [
  educationSupplyChain,
  insurerStakeholderDatabase,
] as const satisfies readonly CaseStudy[];

/** The study a URL fragment ("#education-supply-chain") names, if any. */
export function caseStudyForHash(hash: string): CaseStudy | undefined {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  return caseStudies.find((study) => study.id === id);
}
/** The study with this id (the last segment of /case-studies/<id>), if any. */
export function findCaseStudy(id: string | undefined): CaseStudy | undefined {
  return caseStudies.find((study) => study.id === id);
}

/** The study after this one in the list, the first after the last; none when it is alone. */
export function nextCaseStudy(study: CaseStudy): CaseStudy | undefined {
  const index = caseStudies.findIndex((other) => other.id === study.id);
  const next = caseStudies[(index + 1) % caseStudies.length];
  return next && next.id !== study.id ? next : undefined;
}

export { commonThread } from "./common-thread";
