import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import type { CaseStudyFile } from "../case-studies.schema.ts";
import { withFigures } from "../facts.ts";
import { withPixelSizes } from "../image-sizes.server.ts";
import { typographicContent } from "../typographic-quotes.ts";
import { caseStudyIndex } from "./list.ts";

/*
 * The case studies for Node, where Vite's import.meta.glob (index.ts) does not run: the end-to-end
 * tests, the configs (the prerender list) and the sitemap; the same files and order as the site's.
 * The folder is found from this module, or, in the prerender's bundle under build/, from the root.
 */
const besideThisModule = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../content/case-studies",
);
const CASE_STUDIES_DIR = existsSync(besideThisModule)
  ? besideThisModule
  : path.resolve(process.cwd(), "content/case-studies");

/**
 * Each study's file in a folder, read as the site reads it (scripts/content-reading.ts): a screen
 * whose file is missing under public/ stops the build, naming the study's file and field.
 */
export function readCaseStudyFiles(
  dir: string = CASE_STUDIES_DIR,
  publicDir: string = path.resolve(dir, "../../public"),
): CaseStudyFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const study = withFigures(
        typographicContent(
          JSON.parse(readFileSync(path.join(dir, name), "utf8")),
        ),
      ) as CaseStudyFile;
      (study.screenshots ?? []).forEach((shot, index) => {
        if (!existsSync(path.join(publicDir, shot.src)))
          throw new Error(
            `content/case-studies/${name}: field screenshots[${index}] (${shot.title}).src names ${shot.src}, but public${shot.src} does not exist`,
          );
      });
      return withPixelSizes(study, publicDir);
    });
}

export const { caseStudies, nextCaseStudy } =
  caseStudyIndex(readCaseStudyFiles());
