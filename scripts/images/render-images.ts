/** `npm run images`: not part of the build, which must not need a browser; commit its output. */
import "../../tests/require-chromium.mjs";

import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { chromium } from "playwright";
import pngToIco from "png-to-ico";
import { runnerImport } from "vite";

import { CHROMIUM_ARGS, findChromium } from "../../tests/chromium.mjs";
import { writeJson } from "../build-folder.ts";
import {
  currentDigests,
  DIGESTS_FILE,
  FAVICON_ICO,
  FAVICON_PNGS,
  rasterImages,
} from "./raster-images.ts";
import { projectRoot } from "../project-root.ts";
import { contentReadingPlugin } from "../vite-plugin-content.ts";
import type * as CaseStudyCards from "./case-study-cards.tsx";

// The cards first (TSX, so through Vite), so rasterImages() finds one SVG per study.
const { module: caseStudyCards } = await runnerImport<typeof CaseStudyCards>(
  path.join(projectRoot, "scripts/images/case-study-cards.tsx"),
  // Read through the content plugin, as the site reads it: figures filled, quotes typographic.
  { configFile: false, logLevel: "warn", plugins: [contentReadingPlugin()] },
);
for (const file of caseStudyCards.writeCaseStudyCards())
  console.log(`images: ${file} (drawn from the content)`);

const font = readFileSync(
  path.join(
    projectRoot,
    "node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
  ),
).toString("base64");

const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: CHROMIUM_ARGS,
});
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const image of rasterImages()) {
  const svg = readFileSync(path.join(projectRoot, image.source), "utf8");
  await page.setViewportSize({ width: image.width, height: image.height });
  await page.setContent(
    `<!doctype html><style>
@font-face { font-family: "Plus Jakarta Sans Variable"; font-weight: 200 800; src: url(data:font/woff2;base64,${font}) format("woff2"); }
html, body { margin: 0; background: transparent; }
svg { display: block; width: ${image.width}px; height: ${image.height}px; }
</style>${svg}`,
  );
  await page.evaluate(() => document.fonts.ready);
  const output = path.join(projectRoot, image.output);
  await page.screenshot(
    output.endsWith(".jpg")
      ? { path: output, type: "jpeg", quality: 85 }
      : { path: output, omitBackground: true, type: "png" },
  );
  console.log(`images: ${image.output} (${image.width}x${image.height})`);
}
await browser.close();

writeFileSync(
  path.join(projectRoot, FAVICON_ICO),
  await pngToIco(FAVICON_PNGS.map((file) => path.join(projectRoot, file))),
);
console.log(`images: ${FAVICON_ICO} (16 and 32 px)`);

writeJson(path.join(projectRoot, DIGESTS_FILE), currentDigests());
console.log(`images: ${DIGESTS_FILE}`);
