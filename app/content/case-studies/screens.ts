import type { ScreenshotKey } from "./types";

/** A screen's SVG file, shown on its study's page (drawn by `npm run images`). */
export const caseStudyScreenPath = (key: ScreenshotKey) =>
  `/images/case-studies/screens/${key}.svg`;
