import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright";

import { triagedFindings, type TriagedFinding } from "./engines-allow-list";
import { reviewRuleFor } from "./needs-review";

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
 * problem: each violation (rule id, impact, what it asks for and where), and each element axe
 * could not decide ("needs review", its `incomplete` results) that neither a rule of ours
 * measures as fine (needs-review.ts) nor an entry of the allow-list covers. An empty list means
 * none.
 */
export async function axeViolations(
  page: Page,
  {
    include,
    allowList = triagedFindings,
  }: { include?: string; allowList?: readonly TriagedFinding[] } = {},
): Promise<string[]> {
  // Legacy mode runs axe in the page itself. The default runs it per frame, then opens a blank
  // page to merge the results, which doubled each run's time; the site has no frames to merge.
  // (Asking for violations only, `resultTypes`, was faster still but lost target-size
  // violations: axe.test.ts fails with it.)
  let builder = new AxeBuilder({ page })
    .withTags([...WCAG22_AA_TAGS])
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations, incomplete } = await builder.analyze();
  const problems = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(" "))
        .join(", ")}`,
  );
  const entries = allowList.filter((entry) => entry.engine === "axe");
  for (const result of incomplete)
    for (const node of result.nodes) {
      // axe's reason for not deciding, e.g. "bgImage": the message key of its first check.
      const reason = [...node.any, ...node.all, ...node.none]
        .map(
          (check) => (check.data as { messageKey?: string } | null)?.messageKey,
        )
        .find(Boolean);
      const rule = reason ? `${result.id}:${reason}` : result.id;
      const where = node.target.join(" ");
      const problem = `${rule} (needs review): ${result.help} at ${where}`;
      // A target inside a frame or shadow root has more than one part; the site has neither.
      const [selector] = node.target;
      if (node.target.length !== 1 || typeof selector !== "string") {
        problems.push(problem);
        continue;
      }
      const element = page.locator(selector).first();
      const selectors = entries
        .filter((entry) => entry.rule === rule)
        .map((entry) => entry.selector);
      const allowed = await element.evaluate(
        (node, selectors) =>
          selectors.some((selector) => node.matches(selector)),
        selectors,
      );
      if (allowed) continue;
      const ours = reviewRuleFor("axe", rule);
      const measured = ours
        ? await ours.check(element)
        : "nothing of ours answers it";
      if (measured) problems.push(ours ? `${problem}: ${measured}` : problem);
    }
  return problems;
}
