import { z } from "zod";

import { text } from "./schema-parts.ts";

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
  deliveryMonths: enDashRange.meta({
    title: "Delivery time",
    description:
      'Kick-off to production, as a range with an en dash: "3–9 months". On /contact, and on /home where a figure\'s value is {deliveryMonths}.',
  }),
});
