import { readFileSync } from "node:fs";
import path from "node:path";

import { renderToStaticMarkup } from "react-dom/server";

import { screenshots as drawings } from "../../app/components/case-studies/screenshots";
import type { Screenshot } from "../../app/content/case-studies";

/**
 * A case study's screen as a standalone SVG file, for its page's gallery: the same drawing the
 * dialog draws inline, with the site's font embedded (an SVG shown by <img> loads nothing else).
 * On the page it costs no JavaScript and loads lazily (decision 079).
 */
export function caseStudyScreenSvg(
  screenshot: Screenshot,
  projectRoot: string,
): string {
  const Drawing = drawings[screenshot.key];
  const font = readFileSync(
    path.join(
      projectRoot,
      "node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
    ),
  ).toString("base64");
  const markup = renderToStaticMarkup(<Drawing label={screenshot.alt} />)
    .replace(/^<svg /, '<svg xmlns="http://www.w3.org/2000/svg" ')
    .replace(/ class="[^"]*"/, "")
    .replace(
      'font-family="inherit"',
      `font-family="'Plus Jakarta Sans Variable', sans-serif"`,
    )
    .replace(
      /^(<svg[^>]*>)/,
      `$1<style>@font-face{font-family:"Plus Jakarta Sans Variable";font-weight:200 800;src:url(data:font/woff2;base64,${font}) format("woff2")}</style>`,
    );
  return `${markup}\n`;
}
