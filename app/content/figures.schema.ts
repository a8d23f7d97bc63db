import { z } from "zod";

import { figureText, specFixes, text } from "./schema-parts.ts";

const EN_DASH: [RegExp, string] = [
  /^(?!.*\d-\d)/,
  'write a range with an en dash, "3–9 months"',
];
export const enDashRange = text.regex(...EN_DASH);

/** The figures the site's specification quotes, by token: what each measures is the marketer's. */
const specFigures: Readonly<Record<string, string>> = {
  efficiencyGain: "300%",
  costReduction: "85%",
  uptime: "99.9%",
  monitoring: "24/7",
  squadSize: "3–5",
  deliveryMonths: "3–9 months",
  liveSince: "2008",
  onboardingGain: "30%",
};

const figureSchema = z
  .object({
    token: z
      .string()
      .regex(
        /^[a-z][A-Za-z]+$/,
        "one word in camelCase, such as “uptime” or “efficiencyGain”",
      )
      .meta({
        title: "Name in other texts",
        description:
          "Other texts show this figure by writing its name in braces: {uptime}. Do not change it once used.",
      }),
    value: figureText.regex(...EN_DASH).meta({
      title: "Figure",
      description:
        "As shown, set large: “300%”, “3–5”, “2008” (a year a system went live: the site counts the years since).",
    }),
    measures: text.meta({
      title: "What it measures",
      description:
        "What the figure counts, in a few words a buyer can check: “Orders handled per clerk each day”.",
    }),
    basis: text.meta({
      description:
        "Where the figure comes from, shown beside it on every page: a case study, a register, a service level.",
    }),
  })
  .meta({ title: "Figure" });

const figuresFileFields = z.object({
  procurementRecognition: text.meta({
    title: "Procurement recognition line",
    description:
      "What a B-BBEE supplier is worth to a buyer: the strongest line on the site, on /home and /contact.",
    widget: "text",
  }),
  basisLabel: text.meta({
    description:
      "Before a figure’s basis wherever it is shown under the figure: “Basis:”.",
  }),
  figures: z
    .array(figureSchema)
    .superRefine((figures, context) => {
      const tokens = figures.map((figure) => figure.token);
      tokens.forEach((token, at) => {
        if (tokens.indexOf(token) !== at)
          context.addIssue({
            code: "custom",
            path: [at, "token"],
            message: `{${token}} names two figures: give each its own name`,
          });
      });
      for (const [token, value] of Object.entries(specFigures)) {
        const at = tokens.indexOf(token);
        if (figures[at]?.value !== value)
          context.addIssue({
            code: "custom",
            path: at < 0 ? [] : [at, "value"],
            message: specFixes(`the figure {${token}}: “${value}”`),
          });
      }
    })
    .meta({
      description:
        "Each figure the site quotes, once: what it measures and its basis are shown beside it wherever it appears.",
    }),
});

export const figuresFileSchema = figuresFileFields.meta({
  title: "Shared figures",
  description:
    "Figures said on more than one page (Home and Contact), each written once here; other text names the delivery time as {deliveryMonths}.",
});
