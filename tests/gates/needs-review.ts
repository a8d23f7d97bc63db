import type { Locator } from "playwright";

import { textContrastProblem } from "./glyph-contrast";

/** The engines whose undecided results ("needs review", warnings) the gates read. */
export type ReviewEngine = "axe" | "htmlcs" | "ibm";

/**
 * A rule of ours that answers one kind of result an engine could not decide, by measuring the
 * page as a visitor sees it. A result no rule answers must be fixed, or explained by an entry of
 * the allow-list (engines-allow-list.ts).
 */
interface ReviewRule {
  name: string;
  /** Why measuring answers what the engine left open. */
  reason: string;
  /** The kinds it answers, as each engine names them ("rule:reason" for axe and IBM). */
  kinds: Record<ReviewEngine, RegExp>;
  /** A problem line, or null when the measurement finds none. */
  check(element: Locator): Promise<string | null>;
}

const reviewRules: readonly ReviewRule[] = [
  {
    name: "text over a background image or gradient, measured by its pixels",
    reason:
      "The engines read colours from CSS and cannot see a picture or gradient behind the text; the glyphs' own pixels can be measured against what lies behind them (glyph-contrast.ts).",
    kinds: {
      axe: /^color-contrast(:(bgImage|bgGradient|bgOverlap|fgAlpha|imgNode|pseudoContent))?$/,
      htmlcs: /\.1_4_3\.G(18|145)\.(BgImage|Abs|Alpha)$/,
      ibm: /^text_contrast_sufficient:potential_(graphic_background|text_shadow)$/,
    },
    check: textContrastProblem,
  },
];

/** The rule of ours that answers a kind of undecided result, if one does. */
export function reviewRuleFor(engine: ReviewEngine, rule: string) {
  return reviewRules.find((candidate) => candidate.kinds[engine].test(rule));
}
