import { identity } from "./identity";

/**
 * The site’s shared marketing figures and lines, each said once. A page that shows a figure
 * imports it from here, so a figure reads the same, in the same style ("3–9 months", en dash),
 * and means the same wherever it appears.
 *
 * The figures the home page attributes, each with its basis, are in figure-sources.ts (a module
 * of its own, so only the page that shows the sources loads them).
 */

/** How long the company has delivered: stated from the founding year, so it never goes stale. */
export const inServiceSince = `Since ${identity.founded}`;

/** The strongest line on the site: what a B-BBEE Level 1 supplier is worth to a buyer. */
export const procurementRecognition =
  "Every rand you spend with us counts at 135% procurement recognition towards your own B-BBEE scorecard.";

/** Kick-off to production, as a range with an en dash. */
export const deliveryMonths = "3–9 months";

/** Senior professionals in one delivery squad. */
export const squadSize = "3–5";
