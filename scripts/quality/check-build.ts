/** `npm run check:build [client folder]`: the build-output checks of decision 053. */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { HtmlValidate, StaticConfigLoader } from "html-validate";
import { LinkChecker, type LinkResult } from "linkinator";

import { startSiteServer } from "../../server/serve.ts";
import { hostingOptionsFromEnv } from "../hosting/write-hosting-files.ts";
import { projectRoot } from "../project-root.ts";
import { unusedUploads } from "../vite-plugin-uploads.ts";
import { contentWarnings } from "../vite-plugin-content.ts";
import {
  checkBudgets,
  formatBudgetTable,
  kilobytes,
  pagesOf,
} from "./budgets.ts";

// "recommended" would judge how React writes valid HTML (`<meta/>`, `charSet`).
const validator = new HtmlValidate(
  new StaticConfigLoader({
    root: true,
    extends: ["html-validate:standard"],
    rules: {
      "missing-doctype": "error",
      "no-missing-references": "error",
      "empty-title": "error",
    },
  }),
);

export async function validateHtml(html: string, label: string) {
  const { results } = await validator.validateString(html, label);
  return results.flatMap((result) =>
    result.messages.map((message) => ({ page: label, ...message })),
  );
}

export async function validatePages(clientDir: string) {
  const pages = pagesOf(clientDir);
  const problems = await Promise.all(
    pages.map(({ file, label }) =>
      validateHtml(readFileSync(path.join(clientDir, file), "utf8"), label),
    ),
  );
  return { pages: pages.length, problems: problems.flat() };
}

/** Every link from the sitemap on, as served; a redirect fails, another site's must be https. */
export async function checkLinks(clientDir: string, siteUrl: string) {
  const { origin } = new URL(siteUrl);
  const server = await startSiteServer({ port: 0, root: clientDir });
  const shown = (url: string) =>
    url.startsWith(`${server.url}/`) ? url.slice(server.url.length) : url;
  try {
    const { links } = await new LinkChecker().check({
      path: server.url,
      sitemap: true,
      recurse: true,
      checkCss: true,
      checkFragments: true,
      redirects: "error",
      // The site's absolute addresses (canonical, og:image, JSON-LD, the sitemap's) are on it too.
      urlRewriteExpressions: [
        {
          pattern: new RegExp(
            `^${origin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=/|$)`,
          ),
          replacement: server.url,
        },
      ],
      linksToSkip: async (link) =>
        ![server.url, origin].some((site) => link.startsWith(`${site}/`)),
    });
    const problems = new Map<
      string,
      { source: string; reference: string; problem: string }
    >();
    for (const link of links) {
      const problem =
        link.state === "BROKEN"
          ? whyBroken(link, shown)
          : link.state === "SKIPPED"
            ? otherSite(link.url)
            : null;
      const source = link.parent ? shown(link.parent) : "sitemap.xml";
      const reference = shown(link.url);
      if (problem)
        problems.set(`${source} ${reference}`, { source, reference, problem });
    }
    return {
      checked: new Set(links.map((link) => link.url)).size,
      problems: [...problems.values()].sort(
        (a, b) =>
          a.source.localeCompare(b.source) ||
          a.reference.localeCompare(b.reference),
      ),
    };
  } finally {
    await server.close();
  }
}

function whyBroken(
  { url, status = 0, failureDetails = [] }: LinkResult,
  shown: (url: string) => string,
) {
  const location = failureDetails
    .map((detail) => ("headers" in detail ? detail.headers.location : ""))
    .find(Boolean);
  // The hosting rules answer a missing page with a 302 home, another spelling with a 301.
  if (location)
    return `redirects (${status} → ${shown(location)}): ${status === 302 ? "no such page in the build" : "link to the final address"}`;
  if (status >= 400)
    return `the server answers ${status}${status === 404 ? ": no such file in the build" : ""}`;
  // A page that is there, broken only by its #fragment.
  if (status >= 200)
    return `no element with id “${decodeURIComponent(new URL(url).hash.slice(1))}” on that page`;
  const errors = failureDetails.filter((detail) => detail instanceof Error);
  return errors.map((error) => error.message).join("; ") || "not a valid URL";
}

/** What is wrong with a link to another site (never fetched), or null. */
function otherSite(url: string) {
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(url)?.[0].toLowerCase() ?? "";
  if (["https:", "mailto:", "tel:", "data:"].includes(scheme)) return null;
  return scheme === "http:" ? "use https" : `${scheme} links are not allowed`;
}

export async function runBuildChecks(
  clientDir: string,
  {
    siteUrl,
    sourceRoot = projectRoot,
  }: { siteUrl: string; sourceRoot?: string },
) {
  const budgets = checkBudgets(clientDir);
  const links = await checkLinks(clientDir, siteUrl);
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
        `html: ${problem.page} ${problem.line}:${problem.column} ${problem.message} [${problem.ruleId}]${problem.selector ? ` at ${problem.selector}` : ""}`,
    ),
  ];
  const uploads = unusedUploads(sourceRoot);
  const expiring = contentWarnings(sourceRoot);
  return { budgets, links, html, uploads, expiring, failures };
}

export function formatReport(
  result: Awaited<ReturnType<typeof runBuildChecks>>,
) {
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
