import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright";

/**
 * The axe-core rule tags of WCAG 2.2 level A and AA (2.0, 2.1 and 2.2 success criteria), plus
 * axe's best practices, which the site has always met.
 */
export const WCAG22_AA_TAGS = [
  "wcag2a",
  "wcag2aa",
  "wcag21a",
  "wcag21aa",
  "wcag22aa",
  "best-practice",
] as const;

/**
 * Runs axe-core on the page (or on the part matched by `include`) and returns one line per
 * violation: rule id, impact, what it asks for and where. An empty list means no violations.
 */
export async function axeViolations(
  page: Page,
  { include }: { include?: string } = {},
): Promise<string[]> {
  // Legacy mode runs axe in the page itself. The default runs it per frame, then opens a blank
  // page to merge the results, which doubled each run's time; the site has no frames to merge.
  // (Asking for violations only, `resultTypes`, was faster still but lost target-size
  // violations: axe.test.ts fails with it.)
  let builder = new AxeBuilder({ page })
    .withTags([...WCAG22_AA_TAGS])
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(" "))
        .join(", ")}`,
  );
}
