import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import type { CaseStudyFile } from "../case-studies.schema.ts";
import { caseStudyIndex } from "./list.ts";

/**
 * The case studies for Node, where Vite's import.meta.glob (index.ts) does not run: the
 * Playwright tests, the Vite and React Router configs (the prerender list, via site-pages.ts) and
 * the sitemap. The same files, order and testimonials as the site's.
 */
const besideThisModule = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../content/case-studies",
);
/**
 * The folder: found from this module where it runs from its own file (Node, Playwright, the
 * Vite config), else from the project root the build runs in (the prerender's bundle, which
 * lives under build/).
 */
export const CASE_STUDIES_DIR = existsSync(besideThisModule)
  ? besideThisModule
  : path.resolve(process.cwd(), "content/case-studies");

export function readCaseStudyFiles(
  dir: string = CASE_STUDIES_DIR,
): CaseStudyFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map(
      (name) =>
        JSON.parse(readFileSync(path.join(dir, name), "utf8")) as CaseStudyFile,
    );
}

export const { caseStudies, caseStudyForHash, findCaseStudy, nextCaseStudy } =
  caseStudyIndex(readCaseStudyFiles());
