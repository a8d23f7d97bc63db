import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { caseStudies, type Screenshot } from "../../app/content/case-studies";
import { caseStudyScreenPath } from "../../app/content/case-studies/screens";
import { caseStudyCardSvg } from "./case-study-card";
import { caseStudyScreenSvg } from "./case-study-screens";

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
  const cards = caseStudies.map((study) => {
    const file = path.join(CASE_STUDY_CARDS_DIR, `${study.id}.svg`);
    writeFileSync(path.join(projectRoot, file), caseStudyCardSvg(study));
    return file;
  });
  return [...cards, ...writeCaseStudyScreens(projectRoot)];
}

/** Where the screens of the studies' pages are published, as SVG files. */
export const CASE_STUDY_SCREENS_DIR = "public/images/case-studies/screens";

/** Every screen of every study as an SVG file its page shows (the dialogs draw them inline). */
export function writeCaseStudyScreens(projectRoot: string): string[] {
  const dir = path.join(projectRoot, CASE_STUDY_SCREENS_DIR);
  mkdirSync(dir, { recursive: true });
  const shots = caseStudies.flatMap((study): Screenshot[] => study.screenshots);
  const wanted = new Set(shots.map((shot) => `${shot.key}.svg`));
  for (const name of readdirSync(dir))
    if (!wanted.has(name)) rmSync(path.join(dir, name));
  return shots.map((shot) => {
    const file = path.join("public", caseStudyScreenPath(shot.key));
    writeFileSync(
      path.join(projectRoot, file),
      caseStudyScreenSvg(shot, projectRoot),
    );
    return file;
  });
}
