import type { z } from "zod";

import file from "../../content/figures.json" with { type: "json" };
import type { figuresFileSchema } from "./figures.schema";
import { identity } from "./identity";

/**
 * The site’s shared marketing figures and lines, each said once (`content/figures.json`, checked
 * by the build). Other content names a figure as {token} ({uptime}), filled as the content is
 * read (facts.ts `withFigures`), so a figure reads the same, in the same style (“3–9 months”, en
 * dash), and means the same wherever it appears, with its basis beside it.
 */
const figures = file as z.infer<typeof figuresFileSchema>;

/**
 * How long the company has delivered, from the founding year in identity.ts, so it never goes
 * stale (not a data field: there is nothing to write but the year).
 */
export const inServiceSince = `Since ${identity.founded}`;

/** The strongest line on the site: what a B-BBEE Level 1 supplier is worth to a buyer. */
export const procurementRecognition = figures.procurementRecognition;

/** “Basis:”, before a figure’s basis under it. */
export const basisLabel = figures.basisLabel;

/** Kick-off to production, as a range with an en dash (the schema requires the figure). */
export const deliveryMonths =
  figures.figures.find((figure) => figure.token === "deliveryMonths")?.value ??
  "";
