import type { z } from "zod";

import file from "../../content/figures.json" with { type: "json" };
import type { figuresFileSchema } from "./figures.schema";
import { identity } from "./identity";

/**
 * The site’s shared marketing figures and lines, each said once (`content/figures.json`, checked
 * by the build). A page that shows a figure imports it from here, so a figure reads the same, in
 * the same style ("3–9 months", en dash), and means the same wherever it appears.
 *
 * The figures the home page attributes, each with its basis, are in content/home.json (only
 * /home loads them); one that is also shown here names it as {deliveryMonths}.
 */
const figures = file as z.infer<typeof figuresFileSchema>;

/**
 * How long the company has delivered, from the founding year in identity.ts, so it never goes
 * stale (not a data field: there is nothing to write but the year).
 */
export const inServiceSince = `Since ${identity.founded}`;

/** The strongest line on the site: what a B-BBEE Level 1 supplier is worth to a buyer. */
export const procurementRecognition = figures.procurementRecognition;

/** Kick-off to production, as a range with an en dash. */
export const deliveryMonths = figures.deliveryMonths;
