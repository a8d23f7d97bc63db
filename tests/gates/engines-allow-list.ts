import type { EngineName } from "./engines";

/**
 * A violation an engine reports where there is none, triaged by hand. The gate lets a finding
 * through only when an entry names its engine and rule and its element matches the selector, and
 * it fails when an entry finds nothing to cover on a page it names (docs/decisions/068).
 */
export interface KnownFalsePositive {
  engine: EngineName;
  /** The rule exactly as the engine reports it (HTMLCS's sniff code, IBM's "rule:reason"). */
  rule: string;
  /** A CSS selector the flagged element matches: as narrow as the reason is. */
  selector: string;
  /** The pages whose checks (the page itself and the states opened on it) report it. */
  paths: readonly string[];
  /** Why it is not a defect: what the engine gets wrong, concretely. */
  reason: string;
}

/**
 * The case studies' covers and galleries are drawn screenshots: inline SVG, each one image
 * (`role="img"` with its own text alternative), whose words are painted with `fill`.
 */
const drawnScreenshotText =
  "HTML_CodeSniffer measures an SVG <text> by its CSS `color`, inherited from the page, against the page's background, and never reads the `fill` the text is painted with nor the drawing's own white panels: it reports 1.05:1 for every label of the drawing, whatever its colour. The words are part of a picture (a drawn app screenshot, one role=img with its own alternative text, shown scaled down), which WCAG 1.4.3 exempts as incidental text of a picture with significant other visual content. axe-core and IBM do not flag it.";

export const knownFalsePositives: readonly KnownFalsePositive[] = [
  {
    engine: "htmlcs",
    // 1.4.3, text under 18 pt (4.5:1 asked).
    rule: "WCAG2AA.Principle1.Guideline1_4.1_4_3.G18.Fail",
    selector: 'svg[role="img"] text',
    paths: ["/case-studies"],
    reason: drawnScreenshotText,
  },
  {
    engine: "htmlcs",
    // 1.4.3, large text (3:1 asked): the drawings' big figures.
    rule: "WCAG2AA.Principle1.Guideline1_4.1_4_3.G145.Fail",
    selector: 'svg[role="img"] text',
    paths: ["/case-studies"],
    reason: drawnScreenshotText,
  },
];
