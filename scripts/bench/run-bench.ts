// `npm run bench [-- --routes=/home,/blog --runs=1 --skip-build]`: decisions 051 and 089.
import { execFileSync, spawn } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import type { Result as LighthouseResult } from "lighthouse";

import { HOSTING_FACTS_FILE } from "../../server/hosting-rules.ts";
import type { HostingFacts } from "../../server/hosting-rules.ts";
import { CLIENT_BUILD_DIR, startSiteServer } from "../../server/serve.ts";
import { findChromium } from "../../tests/chromium.mjs";
import { EDITOR_FOLDER, writeCompressedTwins } from "../build-folder.ts";
import { projectRoot } from "../project-root.ts";
import { stripScripts } from "./limit-site.ts";

const { values: options } = parseArgs({
  options: {
    routes: { type: "string", default: "" },
    runs: { type: "string", default: "3" },
    "skip-build": { type: "boolean", default: false },
  },
});
const partial = options.routes !== "" || options.runs !== "3";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const FORMS = ["mobile", "desktop"] as const;
const LCP_RATIO_TARGET = 1.15;

if (!options["skip-build"])
  execFileSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit" });

const factsFile = path.join(CLIENT_BUILD_DIR, "..", HOSTING_FACTS_FILE);
const facts: HostingFacts = JSON.parse(readFileSync(factsFile, "utf8"));
// The editor is drawn by its script alone: its limit page paints nothing, and Lighthouse fails.
const allRoutes = facts.pages
  .map((page) => page.path)
  .filter((route) => route.split("/")[1] !== EDITOR_FOLDER);
const routes = options.routes ? options.routes.split(",") : allRoutes;
const unknown = routes.filter((route) => !allRoutes.includes(route));
if (unknown.length) {
  console.error(`bench: no page ${unknown.join(", ")}; pages: ${allRoutes}`);
  process.exit(1);
}

const REPORTS = path.join(projectRoot, "bench", "reports");
rmSync(REPORTS, { recursive: true, force: true });
const require = createRequire(import.meta.url);
const LHCI = require.resolve("@lhci/cli/src/cli.js");
// Lighthouse CI starts Lighthouse with the `node` on PATH: this one, not an older system Node.
const env = {
  ...process.env,
  PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}`,
  CHROME_PATH: findChromium() ?? undefined,
};
/** Lighthouse CI run in `cwd`, where it keeps .lighthouseci/ and report/. */
const lhci = (cwd: string, args: string[]) =>
  new Promise((resolve, reject) =>
    spawn(process.execPath, [LHCI, ...args], { cwd, env, stdio: "inherit" })
      .on("error", reject)
      .on("exit", resolve),
  );

// The pages stripped, served by the same server with the same hosting facts (CSP, caching).
const limitDir = mkdtempSync(path.join(os.tmpdir(), "bench-limit-"));
const limitClient = path.join(limitDir, "client");
cpSync(CLIENT_BUILD_DIR, limitClient, { recursive: true });
cpSync(factsFile, path.join(limitDir, HOSTING_FACTS_FILE));
for (const page of facts.pages) {
  const file = path.join(limitClient, page.file);
  const html = stripScripts(readFileSync(file, "utf8"));
  writeFileSync(file, html);
  writeCompressedTwins(file, html);
}
const site = await startSiteServer({ port: 0 });
const limit = await startSiteServer({ port: 0, root: limitClient });
let underFloor = false;
try {
  for (const form of FORMS) {
    const config = `--config=${path.join(import.meta.dirname, form === "mobile" ? "lighthouserc.json" : "lighthouserc.desktop.json")}`;
    for (const kind of ["real", "limit"]) {
      const cwd = path.join(REPORTS, `${form}-${kind}`);
      mkdirSync(cwd, { recursive: true });
      const origin = kind === "real" ? site.url : limit.url;
      const collected = await lhci(cwd, [
        "collect",
        config,
        // The limit is the denominator of a target, not the floor: one run does.
        `--numberOfRuns=${kind === "real" ? options.runs : 1}`,
        ...routes.map((route) => `--url=${origin}${route}`),
      ]);
      if (collected !== 0) throw new Error(`lhci collect failed (${cwd})`);
      if (kind === "real" && (await lhci(cwd, ["assert", config])) !== 0)
        underFloor = true;
      await lhci(cwd, ["upload", config]);
    }
  }
} finally {
  await site.close();
  await limit.close();
  rmSync(limitDir, { recursive: true, force: true });
}

/** Each route's median run (Lighthouse CI's representative one). */
function medianRuns(group: string) {
  const dir = path.join(REPORTS, group);
  const manifest: {
    url: string;
    isRepresentativeRun: boolean;
    jsonPath: string;
  }[] = JSON.parse(
    readFileSync(path.join(dir, "report", "manifest.json"), "utf8"),
  );
  return new Map<string, LighthouseResult>(
    manifest
      .filter((entry) => entry.isRepresentativeRun)
      .map((entry) => [
        new URL(entry.url).pathname,
        JSON.parse(readFileSync(path.resolve(dir, entry.jsonPath), "utf8")),
      ]),
  );
}

const lhrs: LighthouseResult[] = [];
const rows = FORMS.flatMap((form) => {
  const real = medianRuns(`${form}-real`);
  const limitRuns = medianRuns(`${form}-limit`);
  return routes.map((route) => {
    const lhr = real.get(route);
    if (!lhr)
      throw new Error(`bench: Lighthouse CI has no ${form} run of ${route}`);
    lhrs.push(lhr);
    const value = (run: LighthouseResult | undefined, id: string) =>
      run?.audits[id]?.numericValue ?? NaN;
    const lcp = value(lhr, "largest-contentful-paint");
    const limitLcp = value(limitRuns.get(route), "largest-contentful-paint");
    const ratio = lcp / limitLcp;
    return [
      route,
      form,
      ...CATEGORIES.map((id) =>
        Math.round((lhr.categories[id]?.score ?? NaN) * 100),
      ),
      (lcp / 1000).toFixed(2),
      Math.round(value(lhr, "total-blocking-time")),
      value(lhr, "cumulative-layout-shift").toFixed(3),
      (limitLcp / 1000).toFixed(2),
      `${ratio > LCP_RATIO_TARGET ? "! " : ""}${ratio.toFixed(2)}`,
    ];
  });
});
const benchmarkIndexes = lhrs.map((lhr) => lhr.environment.benchmarkIndex);
const HEADER =
  "route|form|perf|a11y|BP|SEO|LCP s|TBT ms|CLS|limit LCP s|LCP / limit".split(
    "|",
  );
const table = [HEADER, HEADER.map(() => "---"), ...rows]
  .map((cells) => `| ${cells.join(" | ")} |`)
  .join("\n");
const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], {
  encoding: "utf8",
}).trim();

const load = os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(" ");
const outFile = path.join(
  projectRoot,
  "bench",
  partial ? "partial.md" : "RESULTS.md",
);
const report = `# Lighthouse bench

Written by \`npm run bench\` (scripts/bench/run-bench.ts; decisions 051 and 089). Lighthouse CI's report of every run is in bench/reports/.

- ${new Date().toISOString()}, commit ${commit}; ${os.cpus().length} cores, load average ${load} at the end; Lighthouse's benchmark index ${Math.min(...benchmarkIndexes)}-${Math.max(...benchmarkIndexes)}
- Lighthouse ${lhrs[0]?.lighthouseVersion} through Lighthouse CI, ${lhrs[0]?.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0]}, Node ${process.version}
- Each page's median run of ${options.runs} (Lighthouse CI's representative run), mobile and desktop; the limit is the same page without scripts, served alike, one run
- Floor (exit 1 under it, the median of the runs): scripts/bench/lighthouserc*.json. Targets: 100 everywhere, LCP at most ${LCP_RATIO_TARGET}x the limit's (! marks a miss). TBT is the lab's stand-in for INP, which needs an interaction

${table}
`;
writeFileSync(outFile, report);
console.log(`${report}\nbench: wrote ${outFile}`);
if (underFloor) {
  console.error("bench: under the floor (Lighthouse CI's assertions above).");
  process.exit(1);
}
