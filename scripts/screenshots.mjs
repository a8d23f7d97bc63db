// @ts-check
/**
 * Screenshots of every page at phone, tablet and desktop widths, for looking at what we build:
 * `npm run screenshots [path ...]` (builds if needed, writes PNGs to test-results/screenshots/).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";

import { chromium } from "@playwright/test";

import { startSiteServer } from "../server/serve.mjs";
import {
  CHROMIUM_ARGS,
  findChromium,
  missingChromiumMessage,
} from "../tests/chromium.mjs";
import { ensureCurrentBuild, projectRoot } from "./build-inputs.mjs";

const WIDTHS = [375, 768, 1440];
const DEFAULT_PATHS = [
  "/home",
  "/services",
  "/case-studies",
  "/technologies",
  "/blog",
  "/blog/digital-transformation-guide-2024",
  "/about",
  "/contact",
];

const executablePath = findChromium();
if (!executablePath) {
  console.error(missingChromiumMessage());
  process.exit(1);
}
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : DEFAULT_PATHS;
const outDir = path.join(projectRoot, "test-results", "screenshots");
mkdirSync(outDir, { recursive: true });

ensureCurrentBuild();
const server = await startSiteServer({ port: 0 });
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const route of paths) {
      await page.goto(server.url + route, { waitUntil: "networkidle" });
      const file = path.join(
        outDir,
        `${route.replaceAll("/", "_").replace(/^_/, "") || "root"}-${width}.png`,
      );
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
