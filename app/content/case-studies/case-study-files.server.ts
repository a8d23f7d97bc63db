import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import type { CaseStudyFile } from "../case-studies.schema.ts";
import { withFigures } from "../facts.ts";
import { withPixelSizes } from "../image-sizes.server.ts";
import { typographicContent } from "../typographic-quotes.ts";
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
const CASE_STUDIES_DIR = existsSync(besideThisModule)
  ? besideThisModule
  : path.resolve(process.cwd(), "content/case-studies");

/** The public/ folder beside content/: where a screen's file must be. */
const publicDirFor = (dir: string) => path.resolve(dir, "../../public");

/**
 * Each study's file in a folder (checked against the schema by the build's content check), and
 * each screen it names checked to exist under public/: a missing one stops the build (this runs
 * in the Vite config, through the prerender list) naming the study's file, the field and the path.
 * Each screen gets its file's size and the prose its typographic quotes, as the build gives the
 * site's copy (vite-plugin-content.ts).
 */
export function readCaseStudyFiles(
  dir: string = CASE_STUDIES_DIR,
  publicDir: string = publicDirFor(dir),
): CaseStudyFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      // Read as the site reads it (scripts/content-reading.ts): quotes made typographic, figures filled.
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
      // Each screen with its file's size, as the site reads it too.
      return withPixelSizes(study, publicDir);
    });
}

export const { caseStudies, nextCaseStudy } =
  caseStudyIndex(readCaseStudyFiles());
