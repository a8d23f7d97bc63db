/** `npm run screenshots [--with-banner] [--widths=375,768] [path ...]` to test-results/. */
import "../tests/require-chromium.mjs";

import { mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import { chromium, type Page } from "@playwright/test";

import { startSiteServer } from "../server/serve.ts";
import { CHROMIUM_ARGS, findChromium } from "../tests/chromium.mjs";
import { pagePaths } from "../app/content/site-map.ts";
import {
  CONSENT_STORAGE_KEY,
  type ConsentChoice,
} from "../app/lib/consent/consent.ts";
import { ensureCurrentBuild } from "./build-inputs.ts";
import { projectRoot } from "./project-root.ts";

const DEFAULT_PATHS = [...pagePaths, "/blog/digital-transformation-guide-2024"];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    "with-banner": { type: "boolean", default: false },
    widths: { type: "string", default: "375,768,1440" },
  },
});
const paths = positionals.length ? positionals : DEFAULT_PATHS;

const rejectedAnalytics = JSON.stringify({
  necessary: true,
  analytics: false,
  decidedAt: new Date().toISOString(),
  version: 1,
} satisfies ConsentChoice);

/** Scrolls to the end a screen at a time, so lazy images load, and back to the top. */
async function loadWholePage(page: Page) {
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
const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: CHROMIUM_ARGS,
});
try {
  for (const width of values.widths.split(",").map(Number)) {
    const page = await browser.newPage({
      viewport: { width, height: 900 },
      // Still frames: animations and transitions settle at once.
      reducedMotion: "reduce",
    });
    if (!values["with-banner"])
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
