// @ts-check
/**
 * The size budgets of issue 9 on a client build: per page, first-load JavaScript, the CSS it
 * loads and its HTML, each gzip-compressed; and the size of every image file. See decision 053.
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";

import {
  gzipSize,
  kilobytes,
  pagesOf,
  siteFilesOf,
  tagsOf,
} from "./build-files.mjs";
import { firstLoadJavaScript, linkRel, scriptFileOf } from "./module-graph.mjs";

const KB = 1024;

/** Bytes. JavaScript, CSS and HTML gzip-compressed (level 9); images as stored. */
export const BUDGETS = {
  // Issue 9's 130 KB, raised to what /home costs written in utilities as every other page is
  // (131.7 KB; issue 28) plus room for the content a marketer adds: the editor-parity copy's
  // edits alone take /home to 132.1 KB, and Home's words ship in its first load.
  javascript: 134 * KB,
  css: 25 * KB,
  html: 60 * KB,
  image: 100 * KB,
};

const IMAGE_FILE = /\.(png|jpe?g|webp|avif|gif|svg|ico)$/i;

/** @typedef {{ subject: string, figure: string, value: number, budget: number }} BudgetFailure */

/**
 * Measures every page and image of a client build against the budgets.
 * @param {string} clientDir
 */
export function checkBudgets(clientDir) {
  /** @type {BudgetFailure[]} */
  const failures = [];
  const modules = new Map();
  const pages = pagesOf(clientDir).map((page) => {
    const html = readFileSync(path.join(clientDir, page.file), "utf8");
    const tags = tagsOf(html);
    // Stylesheets (Vite inlines any `@import`) and inline styles.
    const css = tags.map((tag) => {
      const file =
        tag.attributes.href && scriptFileOf(tag.attributes.href, page.path);
      if (linkRel(tag, "stylesheet") && file)
        return gzipSize(readFileSync(path.join(clientDir, file)));
      return tag.name === "style" ? gzipSize(tag.text) : 0;
    });
    const sizes = {
      page: page.label,
      javascript: firstLoadJavaScript(clientDir, page.path, tags, modules)
        .total,
      css: css.reduce((sum, bytes) => sum + bytes, 0),
      html: gzipSize(html),
    };
    for (const [figure, value, budget] of /** @type {const} */ ([
      ["first-load JavaScript (gzip)", sizes.javascript, BUDGETS.javascript],
      ["CSS (gzip)", sizes.css, BUDGETS.css],
      ["HTML (gzip)", sizes.html, BUDGETS.html],
    ]))
      if (value > budget)
        failures.push({ subject: sizes.page, figure, value, budget });
    return sizes;
  });
  const images = siteFilesOf(clientDir)
    .filter((file) => IMAGE_FILE.test(file))
    .map((file) => ({ file, bytes: statSync(path.join(clientDir, file)).size }))
    .sort((a, b) => b.bytes - a.bytes);
  for (const image of images)
    if (image.bytes > BUDGETS.image)
      failures.push({
        subject: image.file,
        figure: "image file size",
        value: image.bytes,
        budget: BUDGETS.image,
      });
  return { pages, images, failures };
}

/**
 * The budget report: a line per page, each figure beside its budget, then the images.
 * @param {ReturnType<typeof checkBudgets>} report
 */
export function formatBudgetTable(report) {
  /** @param {number} value @param {number} budget */
  const figure = (value, budget) =>
    `${kilobytes(value)} / ${kilobytes(budget)} ${value > budget ? "FAIL" : "ok"}`;
  const largest = report.images[0];
  const overImages = report.images.filter(
    (image) => image.bytes > BUDGETS.image,
  );
  return [
    ...report.pages.map(
      (page) =>
        `${page.page}: JS ${figure(page.javascript, BUDGETS.javascript)}, CSS ${figure(page.css, BUDGETS.css)}, HTML ${figure(page.html, BUDGETS.html)}`,
    ),
    `images: ${report.images.length} files, largest ${
      largest ? `${largest.file} ${kilobytes(largest.bytes)}` : "none"
    } / ${kilobytes(BUDGETS.image)} per file: ${overImages.length === 0 ? "PASS" : "FAIL"}`,
    ...overImages.map(
      (image) =>
        `  FAIL ${image.file} ${kilobytes(image.bytes)} > ${kilobytes(BUDGETS.image)}`,
    ),
  ].join("\n");
}
