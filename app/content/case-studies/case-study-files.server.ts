import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import type { CaseStudyFile } from "../case-studies.schema.ts";
import { withFigures } from "../facts.ts";
import { withPixelSizes } from "../image-sizes.server.ts";
import { typographicContent } from "../typographic-quotes.ts";
import { caseStudyIndex } from "./list.ts";

// For Node, where index.ts's glob does not run; from the root in the prerender's bundle under build/.
const besideThisModule = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../content/case-studies",
);
const CASE_STUDIES_DIR = existsSync(besideThisModule)
  ? besideThisModule
  : path.resolve(process.cwd(), "content/case-studies");

/** Each study's file, read as the site reads it; a screen missing under public/ stops the build. */
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
