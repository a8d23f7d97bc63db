// @ts-check
/**
 * The build-output checks of `npm test` (decision 053): size budgets, links and HTML validity,
 * which fail it; unused uploads and credentials near their expiry, which it only reports.
 *
 *   node scripts/quality/check-build.mjs [client folder, default build/client]
 */
import { existsSync } from "node:fs";
import path from "node:path";

import { hostingOptionsFromEnv } from "../hosting/write-hosting-files.mjs";
import { projectRoot } from "../project-root.mjs";
import { unusedUploads } from "../uploads.mjs";
import { contentWarnings } from "../vite-plugin-content.ts";
import { kilobytes } from "./build-files.mjs";
import { checkBudgets, formatBudgetTable } from "./budgets.mjs";
import { validatePages } from "./html-validity.mjs";
import { checkLinks } from "./link-check.mjs";

/**
 * @param {string} clientDir
 * @param {{ siteUrl: string, sourceRoot?: string }} options
 */
export async function runBuildChecks(
  clientDir,
  { siteUrl, sourceRoot = projectRoot },
) {
  const budgets = checkBudgets(clientDir);
  const links = await checkLinks(clientDir, { siteUrl });
  const html = await validatePages(clientDir);
  const failures = [
    ...budgets.failures.map(
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
  const uploads = unusedUploads(sourceRoot);
  return {
    budgets,
    links,
    html,
    uploads,
    expiring: contentWarnings(sourceRoot),
    failures,
  };
}

/**
 * The printed report: the budget table, each check's summary, then every failure.
 * @param {Awaited<ReturnType<typeof runBuildChecks>>} result
 */
export function formatReport(result) {
  const { links, html, uploads, expiring, failures } = result;
  return [
    "Budgets (gzip level 9; first-load JavaScript as defined in decision 053)",
    formatBudgetTable(result.budgets),
    "",
    `Links: ${links.checked} links and files checked, as served (linkinator): ${
      links.problems.length === 0
        ? "PASS, all resolve"
        : `FAIL, ${links.problems.length} broken`
    }`,
    `HTML: ${html.pages} pages validated (html-validate:standard): ${
      html.problems.length === 0
        ? "PASS, no errors"
        : `FAIL, ${html.problems.length} errors`
    }`,
    `Uploads: pictures and documents uploaded through the editor that no content uses (left out of the build): ${
      uploads.length === 0
        ? "none"
        : `${uploads.length}, delete each from public/:\n${uploads.map((src) => `  public${src}`).join("\n")}`
    }`,
    `Credentials: expiring within 60 days (a warning: an expired one stops the build): ${
      expiring.length === 0
        ? "none"
        : `${expiring.length}, renew each:\n${expiring.map((warning) => `  ${warning}`).join("\n")}`
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

if (import.meta.main) {
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
