// @ts-check
/**
 * Screenshots of every page at phone, tablet and desktop widths, for looking at what we build:
 * `npm run screenshots [--with-banner] [--widths=375,768] [path ...]` (builds if needed, writes full-page PNGs to
 * test-results/screenshots/). Each page is scrolled to its end first, so lazy images load, and
 * a stored consent choice keeps the banner off the page unless `--with-banner` is given.
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
import { pagePaths } from "../app/content/site-map.ts";
import { ensureCurrentBuild } from "./build-inputs.mjs";
import { projectRoot } from "./project-root.mjs";

const DEFAULT_WIDTHS = [375, 768, 1440];
// The top-level pages of the index, and one article.
const DEFAULT_PATHS = [...pagePaths, "/blog/digital-transformation-guide-2024"];

const executablePath = findChromium();
if (!executablePath) {
  console.error(missingChromiumMessage());
  process.exit(1);
}
const args = process.argv.slice(2);
const withBanner = args.includes("--with-banner");
const givenPaths = args.filter((arg) => !arg.startsWith("--"));
// `--widths=320,375,768,1024,1280,1440` for the layout gate's six widths.
const givenWidths = args
  .find((arg) => arg.startsWith("--widths="))
  ?.slice("--widths=".length)
  .split(",")
  .map(Number);
const WIDTHS = givenWidths?.length ? givenWidths : DEFAULT_WIDTHS;
const paths = givenPaths.length ? givenPaths : DEFAULT_PATHS;

// The key and format of app/lib/consent/consent.ts (checked there by readConsent).
const CONSENT_STORAGE_KEY = "khanyisa:consent";
const rejectedAnalytics = JSON.stringify({
  necessary: true,
  analytics: false,
  decidedAt: new Date().toISOString(),
  version: 1,
});

/**
 * Scrolls to the end of the page a screen at a time, so lazy images start loading, waits for
 * every image, then goes back to the top.
 * @param {import("@playwright/test").Page} page
 */
async function loadWholePage(page) {
  await page.evaluate(async () => {
    const frame = () =>
      new Promise((resolve) => requestAnimationFrame(resolve));
    for (
      let y = 0;
      y < document.documentElement.scrollHeight;
      y += innerHeight
    ) {
      window.scrollTo(0, y);
      await frame();
    }
    await Promise.all(
      Array.from(document.images, (image) =>
        image.decode().catch(() => undefined),
      ),
    );
    window.scrollTo(0, 0);
    await frame();
  });
}
const outDir = path.join(projectRoot, "test-results", "screenshots");
mkdirSync(outDir, { recursive: true });

ensureCurrentBuild();
const server = await startSiteServer({ port: 0 });
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  for (const width of WIDTHS) {
    const page = await browser.newPage({
      viewport: { width, height: 900 },
      // Still frames: animations and transitions settle at once.
      reducedMotion: "reduce",
    });
    if (!withBanner)
      await page.addInitScript(
        ({ key, value }) => window.localStorage.setItem(key, value),
        { key: CONSENT_STORAGE_KEY, value: rejectedAnalytics },
      );
    for (const route of paths) {
      await page.goto(server.url + route, { waitUntil: "networkidle" });
      await loadWholePage(page);
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
