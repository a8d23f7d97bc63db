// @ts-check
/**
 * The build-output checks of `npm test` (decision 053): size budgets, the link and asset
 * reference crawl, and HTML validity, on a client build folder.
 *
 *   node scripts/quality/check-build.mjs [client folder, default build/client]
 *
 * Prints each table and exits non-zero, naming every failure, when one fails.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { hostingOptionsFromEnv } from "../hosting/write-hosting-files.mjs";
import { kilobytes } from "./build-files.mjs";
import { BUDGETS, checkBudgets, formatBudgetTable } from "./budgets.mjs";
import { validatePages } from "./html-validity.mjs";
import { crawlLinks } from "./link-crawl.mjs";

const projectRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "..",
);

/**
 * Runs the three checks on a client build folder.
 * @param {string} clientDir
 * @param {{ siteUrl: string, budgets?: typeof BUDGETS }} options
 */
export async function runBuildChecks(
  clientDir,
  { siteUrl, budgets = BUDGETS },
) {
  const budgetReport = checkBudgets(clientDir, budgets);
  const links = crawlLinks(clientDir, { siteUrl });
  const html = await validatePages(clientDir);
  const failures = [
    ...budgetReport.failures.map(
      (failure) =>
        `budget: ${failure.subject}: ${failure.figure} ${kilobytes(failure.value)} is over its budget of ${kilobytes(failure.budget)}`,
    ),
    ...links.problems.map(
      (problem) =>
        `link: ${problem.source}: ${problem.reference}: ${problem.problem}`,
    ),
    ...html.problems.map(
      (problem) =>
        `html: ${problem.page} ${problem.line}:${problem.column} ${problem.message} [${problem.rule}]${problem.selector ? ` at ${problem.selector}` : ""}`,
    ),
  ];
  return { budgets: budgetReport, links, html, failures };
}

/**
 * The printed report: the budget table, the crawl and validation summaries, then every failure.
 * @param {Awaited<ReturnType<typeof runBuildChecks>>} result
 * @param {typeof BUDGETS} [budgets]
 */
export function formatReport(result, budgets = BUDGETS) {
  const { links, html, failures } = result;
  return [
    "Budgets (gzip level 9; first-load JavaScript as defined in decision 053)",
    formatBudgetTable(result.budgets, budgets),
    "",
    `Links: ${links.checked} internal and external references checked: ${
      links.problems.length === 0
        ? "PASS, all resolve"
        : `FAIL, ${links.problems.length} broken`
    }`,
    `HTML: ${html.pages} pages validated (html-validate:standard): ${
      html.problems.length === 0
        ? "PASS, no errors"
        : `FAIL, ${html.problems.length} errors`
    }`,
    "",
    failures.length === 0
      ? "Build checks passed."
      : [
          `Build checks FAILED (${failures.length}):`,
          ...failures.map((failure) => `  ${failure}`),
        ].join("\n"),
  ].join("\n");
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
) {
  const clientDir = path.resolve(
    projectRoot,
    process.argv[2] ?? path.join("build", "client"),
  );
  if (!existsSync(path.join(clientDir, "index.html"))) {
    console.error(
      `No build in ${clientDir}: run \`npm run build\` first, or name the client folder.`,
    );
    process.exit(1);
  }
  const started = performance.now();
  const result = await runBuildChecks(clientDir, {
    siteUrl: hostingOptionsFromEnv().siteUrl,
  });
  console.log(formatReport(result));
  console.log(
    `(${path.relative(projectRoot, clientDir) || clientDir}, ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (result.failures.length > 0) process.exitCode = 1;
}
