import { z } from "zod";

import { specWords, text } from "./schema-parts.ts";

/** A figure whose range is set with an en dash, "3–9 months", not a hyphen. */
export const enDashRange = text.regex(
  /^(?!.*\d-\d)/,
  'write a range with an en dash, "3–9 months"',
);

/**
 * The site's shared marketing lines and figures, each said once (`content/figures.json`): /home
 * and /contact show them, so a figure reads the same, in the same style ("3–9 months", en dash),
 * wherever it appears (decision 076).
 */
export const figuresFileSchema = z.object({
  procurementRecognition: text.meta({
    title: "Procurement recognition line",
    description:
      "What a B-BBEE supplier is worth to a buyer: the strongest line on the site, on /home and /contact.",
    widget: "text",
  }),
  // The spec's words: not offered in the editor. Other text names it as {deliveryMonths}.
  deliveryMonths: specWords(
    "3–9 months",
    "the delivery time from kick-off to production",
  ).meta({ title: "Delivery time" }),
});
