import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { caseStudies } from "../../app/content/case-studies";
import { caseStudyCardSvg } from "./case-study-card";

/** Where each study's card is drawn: one SVG per study, named by its id. */
export const CASE_STUDY_CARDS_DIR = "design/case-studies";

/**
 * Draws every case study's share card as SVG from the content, and removes the cards of studies
 * that are gone, so the raster step renders exactly the studies there are.
 */
export function writeCaseStudyCards(projectRoot: string): string[] {
  const dir = path.join(projectRoot, CASE_STUDY_CARDS_DIR);
  mkdirSync(dir, { recursive: true });
  const wanted = new Set(caseStudies.map((study) => `${study.id}.svg`));
  for (const name of readdirSync(dir))
    if (name.endsWith(".svg") && !wanted.has(name))
      rmSync(path.join(dir, name));
  return caseStudies.map((study) => {
    const file = path.join(CASE_STUDY_CARDS_DIR, `${study.id}.svg`);
    writeFileSync(
      path.join(projectRoot, file),
      caseStudyCardSvg(study, projectRoot),
    );
    return file;
  });
}
