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
export { commonThread } from "./common-thread";
