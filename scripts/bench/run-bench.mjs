// @ts-check
/**
 * `npm run bench`: builds, serves build/client as `npm start` does, and runs Lighthouse 13 through
 * Lighthouse CI (`lhci collect`, then `lhci assert` for the floor) with the system Chromium on
 * every prerendered page, mobile (Lighthouse's default) and desktop (its desktop preset), three
 * runs each, beside the same page with every script removed (the limit). Prints one table,
 * writes it to bench/RESULTS.md, and exits 1 when a route is under the floor. Needs the Node
 * Lighthouse 13 needs (>= 22.19). See docs/decisions/051-performance-bench.md and 089.
 *
 *   npm run bench
 *   npm run bench -- --routes=/home,/blog --runs=1 --skip-build   (quick look; writes bench/partial.md)
 *   BENCH_ROUTES=/home BENCH_RUNS=1 npm run bench
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import * as chromeLauncher from "chrome-launcher";
import * as prettier from "prettier";

import { HOSTING_FACTS_FILE } from "../../server/hosting-rules.mjs";
import { CLIENT_BUILD_DIR, startSiteServer } from "../../server/serve.mjs";
import { EDITOR_FOLDER, writeCompressedTwins } from "../build-folder.mjs";
import { projectRoot } from "../project-root.mjs";
import {
  CHROMIUM_ARGS,
  findChromium,
  missingChromiumMessage,
} from "../../tests/chromium.mjs";
import {
  CATEGORIES,
  combineRuns,
  FLOOR,
  floorAssertions,
  floorFailures,
  LCP_RATIO_TARGET,
  meetsNodeRange,
  renderTable,
  stripScripts,
  summariseRun,
  targetMisses,
} from "./bench-report.mjs";

/** @typedef {import("./bench-report.mjs").FormFactor} FormFactor */
/** @typedef {import("./bench-report.mjs").RunSummary} RunSummary */

const { values: options } = parseArgs({
  options: {
    routes: { type: "string", default: process.env.BENCH_ROUTES ?? "" },
    runs: { type: "string", default: process.env.BENCH_RUNS ?? "3" },
    "limit-runs": { type: "string", default: process.env.BENCH_LIMIT_RUNS },
    "skip-build": { type: "boolean", default: false },
    budget: { type: "string", default: process.env.BENCH_BUDGET ?? "570" },
    out: { type: "string" },
  },
});
const runs = Number(options.runs);
const limitRuns = Number(options["limit-runs"] ?? options.runs);
/** Seconds the whole bench may take (issue 9: under 10 minutes); limit runs are cut first. */
const budget = Number(options.budget);
if (
  !(Number.isInteger(runs) && runs >= 1 && Number.isInteger(limitRuns)) ||
  !(budget > 0)
) {
  throw new Error(
    "--runs and --limit-runs must be whole numbers, runs >= 1, and --budget a number of seconds.",
  );
}

/**
 * Lighthouse's own settings (Lighthouse CI passes them to the Lighthouse command line), changed
 * only where it saves time without touching what is measured: no full-page screenshot (a picture
 * for the HTML report, 1-3 s a run) and no back/forward-cache audit (weight 0 in every category;
 * it navigates away and back).
 */
const SETTINGS = {
  disableFullPageScreenshot: true,
  skipAudits: ["bf-cache"],
};
/**
 * The limit page runs no script, so nothing happens after its load event: Lighthouse's quiet
 * windows (1 s each by default, there for pages that keep working) only cost time there.
 */
const LIMIT_SETTINGS = {
  onlyCategories: ["performance"],
  pauseAfterFcpMs: 250,
  pauseAfterLoadMs: 250,
  networkQuietThresholdMs: 250,
  cpuQuietThresholdMs: 250,
};
/** Lighthouse's preset for each form factor: its default config is the mobile one. */
const PRESETS = { mobile: {}, desktop: { preset: "desktop" } };
/** @type {FormFactor[]} */
const FORM_FACTORS = ["mobile", "desktop"];
/** @typedef {"real" | "limit"} Kind */
/** @type {Kind[]} */
const KINDS = ["real", "limit"];

const require = createRequire(import.meta.url);
const LHCI_CLI = require.resolve("@lhci/cli/src/cli.js");
const lighthousePackage = JSON.parse(
  readFileSync(
    path.join(projectRoot, "node_modules/lighthouse/package.json"),
    "utf8",
  ),
);
const nodeRange = lighthousePackage.engines?.node ?? ">=0";
if (!meetsNodeRange(process.version, nodeRange)) {
  console.error(
    `bench: Lighthouse ${lighthousePackage.version} needs Node ${nodeRange}; this is Node ${process.version}.`,
  );
  process.exit(1);
}

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

const chromePath = findChromium();
if (!chromePath) {
  console.error(missingChromiumMessage());
  process.exit(1);
}

if (!options["skip-build"]) {
  console.log("bench: npm run build");
  const build = spawnSync("npm", ["run", "build"], {
    cwd: projectRoot,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const buildSeconds = (Date.now() - started) / 1000;

/** @type {import("../../server/hosting-rules.mjs").HostingFacts} */
const facts = JSON.parse(
  readFileSync(path.join(CLIENT_BUILD_DIR, "..", HOSTING_FACTS_FILE), "utf8"),
);
// Every prerendered page the build wrote (app/content/site-map.ts decides them), top level first.
// The content editor's page is the marketing team's tool, drawn by its script alone (without
// it, nothing paints: Lighthouse failed its limit run three times), not a page of the site.
const allRoutes = facts.pages
  .map((page) => page.path)
  .filter((route) => route.split("/")[1] !== EDITOR_FOLDER)
  .sort(
    (a, b) => a.split("/").length - b.split("/").length || (a < b ? -1 : 1),
  );
const wanted = options.routes
  .split(",")
  .map((route) => route.trim())
  .filter(Boolean);
const unknown = wanted.filter((route) => !allRoutes.includes(route));
if (unknown.length) {
  console.error(
    `bench: no prerendered page for ${unknown.join(", ")}; pages: ${allRoutes.join(" ")}`,
  );
  process.exit(1);
}
const routes = wanted.length ? wanted : allRoutes;
const partial = wanted.length > 0 || runs !== 3 || limitRuns !== 3;
const outFile = path.resolve(
  projectRoot,
  options.out ?? (partial ? "bench/partial.md" : "bench/RESULTS.md"),
);

/**
 * The limit site: a copy of build/client whose pages have no script, recompressed as postbuild
 * does, with the same hosting-facts.json beside it, so the same server sends the same headers
 * (CSP included, byte for byte) and the same caching.
 */
function writeLimitSite() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-limit-"));
  const client = path.join(dir, "client");
  cpSync(CLIENT_BUILD_DIR, client, { recursive: true });
  cpSync(
    path.join(CLIENT_BUILD_DIR, "..", HOSTING_FACTS_FILE),
    path.join(dir, HOSTING_FACTS_FILE),
  );
  for (const page of facts.pages) {
    const file = path.join(client, page.file);
    const html = stripScripts(readFileSync(file, "utf8"));
    writeFileSync(file, html);
    writeCompressedTwins(file, html);
  }
  return { dir, client };
}

const limitSite = writeLimitSite();
const site = await startSiteServer({ port: 0, host: "127.0.0.1" });
const limit = await startSiteServer({
  port: 0,
  host: "127.0.0.1",
  root: limitSite.client,
});
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [...CHROMIUM_ARGS, "--headless=new"],
});

/** Seconds spent in Lighthouse CI, by kind of run. */
const seconds = { real: 0, limit: 0 };
/** Lighthouse CI's working folders, one per form factor and kind (it groups runs by URL). */
const workDir = mkdtempSync(path.join(os.tmpdir(), "bench-lhci-"));
/** @param {FormFactor} formFactor @param {Kind} kind */
const groupDir = (formFactor, kind) =>
  path.join(workDir, `${formFactor}-${kind}`);
/** Lighthouse CI and the Lighthouse it starts run on this Node, with this browser. */
const lhciEnv = {
  ...process.env,
  PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ""}`,
  CHROME_PATH: chromePath,
};

/**
 * One `lhci` command in a group's folder: its output goes to the terminal only on failure.
 * @param {string} dir
 * @param {string[]} args
 */
function lhci(dir, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [LHCI_CLI, ...args], {
      cwd: dir,
      env: lhciEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, output }));
  });
}

/**
 * One round of a group: `lhci collect --additive` of every route, one run each, in the shared
 * Chrome (Lighthouse finds it at the given port rather than starting its own).
 * @param {FormFactor} formFactor
 * @param {Kind} kind
 */
async function collectRound(formFactor, kind) {
  const dir = groupDir(formFactor, kind);
  mkdirSync(dir, { recursive: true });
  const rc = {
    ci: {
      collect: {
        url: routes.map(
          (route) => (kind === "real" ? site.url : limit.url) + route,
        ),
        numberOfRuns: 1,
        additive: true,
        chromePath,
        settings: {
          ...SETTINGS,
          ...PRESETS[formFactor],
          ...(kind === "real"
            ? { onlyCategories: [...CATEGORIES] }
            : LIMIT_SETTINGS),
          port: chrome.port,
          chromeFlags: CHROMIUM_ARGS.join(" "),
        },
      },
      assert: { assertions: floorAssertions(formFactor) },
    },
  };
  writeFileSync(path.join(dir, "lighthouserc.json"), JSON.stringify(rc));
  const roundStarted = Date.now();
  const { code, output } = await lhci(dir, [
    "collect",
    "--config=lighthouserc.json",
  ]);
  seconds[kind] += (Date.now() - roundStarted) / 1000;
  if (code !== 0) {
    console.error(output);
    throw new Error(
      `lhci collect failed for the ${formFactor} ${kind} pages (exit ${code}).`,
    );
  }
}

/**
 * The runs Lighthouse CI saved for a group, by route.
 * @param {FormFactor} formFactor
 * @param {Kind} kind
 * @returns {Map<string, import("./bench-report.mjs").Lhr[]>}
 */
function savedRuns(formFactor, kind) {
  const dir = path.join(groupDir(formFactor, kind), ".lighthouseci");
  const byRoute = new Map();
  if (!existsSync(dir)) return byRoute;
  for (const name of readdirSync(dir)
    .filter((n) => /^lhr-\d+\.json$/.test(n))
    .sort()) {
    /** @type {import("./bench-report.mjs").Lhr} */
    const lhr = JSON.parse(readFileSync(path.join(dir, name), "utf8"));
    const route = routeOf(lhr.requestedUrl ?? "");
    byRoute.set(route, [...(byRoute.get(route) ?? []), lhr]);
  }
  return byRoute;
}
/** @param {string} url */
const routeOf = (url) => new URL(url).pathname;

const pages = routes.length * FORM_FACTORS.length;
let totalRuns = pages * (runs + limitRuns);
/** Limit runs of each page, lowered after the first round when all of them would not fit. */
let plannedLimitRuns = limitRuns;
let budgetNote = "";
let browserVersion = "";
let done = 0;
const lighthouseStarted = Date.now();
/** @type {string[]} */
const failures = [];

try {
  const version = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
  browserVersion = /** @type {{ Browser: string }} */ (await version.json())
    .Browser;
  // Rounds outermost, so that a busy spell on the machine spreads over routes, not one route.
  for (let round = 0; round < Math.max(runs, plannedLimitRuns); round++) {
    for (const formFactor of FORM_FACTORS) {
      for (const kind of KINDS) {
        if (round >= (kind === "real" ? runs : plannedLimitRuns)) continue;
        await collectRound(formFactor, kind);
        done += routes.length;
        const perRun = (Date.now() - lighthouseStarted) / done;
        console.log(
          `bench: ${done}/${totalRuns} runs, ${elapsed()}, ${(perRun / 1000).toFixed(1)} s a run; ${formFactor} ${kind} round ${round + 1}`,
        );
      }
    }
    if (round === 0 && plannedLimitRuns > 1) {
      // The real pages' three runs come first (the floor is judged on them); the limit pages
      // get the rounds that still fit in the budget, at least one.
      const left = budget - (Date.now() - started) / 1000;
      const realNeeded = (runs - 1) * seconds.real;
      const limitRound = seconds.limit;
      const fits =
        1 + Math.max(0, Math.floor((left - realNeeded) / limitRound));
      if (fits < plannedLimitRuns) {
        budgetNote = `limit runs cut from ${plannedLimitRuns} to ${fits} a page after the first round, to stay within the ${budget} s budget (projected from its ${(seconds.real / pages).toFixed(1)} s a real run and ${(seconds.limit / pages).toFixed(1)} s a limit run)`;
        console.log(`bench: ${budgetNote}`);
        totalRuns -= (plannedLimitRuns - fits) * pages;
        plannedLimitRuns = fits;
      }
    }
  }
  // The floor: Lighthouse CI's assertions on the real pages' runs, per form factor.
  for (const formFactor of FORM_FACTORS) {
    const dir = groupDir(formFactor, "real");
    const { code, output } = await lhci(dir, [
      "assert",
      "--config=lighthouserc.json",
    ]);
    const resultsFile = path.join(
      dir,
      ".lighthouseci",
      "assertion-results.json",
    );
    if (!existsSync(resultsFile)) {
      console.error(output);
      throw new Error(
        `lhci assert wrote no results for ${formFactor} (exit ${code}).`,
      );
    }
    failures.push(
      ...floorFailures(
        JSON.parse(readFileSync(resultsFile, "utf8")),
        formFactor,
        routeOf,
      ),
    );
  }
} finally {
  await chrome.kill();
  await site.close();
  await limit.close();
  rmSync(limitSite.dir, { recursive: true, force: true });
}

/** @type {Map<string, { real: Map<string, import("./bench-report.mjs").Lhr[]>, limit: Map<string, import("./bench-report.mjs").Lhr[]> }>} */
const saved = new Map(
  FORM_FACTORS.map((formFactor) => [
    formFactor,
    {
      real: savedRuns(formFactor, "real"),
      limit: savedRuns(formFactor, "limit"),
    },
  ]),
);
rmSync(workDir, { recursive: true, force: true });
const lighthouseVersions = new Set(
  [...saved.values()].flatMap((group) =>
    [...group.real.values(), ...group.limit.values()]
      .flat()
      .map((lhr) => lhr.lighthouseVersion),
  ),
);
// Lighthouse CI pins a Lighthouse of its own; package.json's overrides make it ours.
if (
  lighthouseVersions.size !== 1 ||
  !lighthouseVersions.has(lighthousePackage.version)
) {
  throw new Error(
    `Lighthouse CI ran Lighthouse ${[...lighthouseVersions].join(", ")}, not the project's ${lighthousePackage.version}.`,
  );
}
const lighthouseVersion = lighthousePackage.version;
const lhciVersion = JSON.parse(
  readFileSync(path.join(path.dirname(LHCI_CLI), "..", "package.json"), "utf8"),
).version;

const results = routes.flatMap((route) =>
  FORM_FACTORS.map((formFactor) => {
    const group = saved.get(formFactor);
    return combineRuns(
      route,
      formFactor,
      (group?.real.get(route) ?? []).map(summariseRun),
      (group?.limit.get(route) ?? []).map(summariseRun),
    );
  }),
);
const misses = targetMisses(results);
const totalSeconds = (Date.now() - started) / 1000;

function cpuModel() {
  return os.cpus()[0]?.model.trim() ?? "unknown CPU";
}
function osName() {
  try {
    const release = readFileSync("/etc/os-release", "utf8");
    return (
      /^PRETTY_NAME="?([^"\n]*)"?/m.exec(release)?.[1] ??
      `${os.type()} ${os.release()}`
    );
  } catch {
    return `${os.type()} ${os.release()}`;
  }
}
const gitCommit = (() => {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: projectRoot,
      encoding: "utf8",
    }).trim();
  } catch {
    return "unknown";
  }
})();

const table = renderTable(results);
const report = `# Lighthouse bench

Written by \`npm run bench\` (scripts/bench/run-bench.mjs); see docs/decisions/051-performance-bench.md and 089-lighthouse-ci-bench-and-image-libraries.md.

- Date: ${new Date().toISOString()}; commit ${gitCommit}${partial ? "; **partial run**" : ""}
- Machine: ${cpuModel()}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory, ${osName()} (kernel ${os.release()}), load average ${os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(" ")} at the end
- Software: Node ${process.version}, ${browserVersion} (${chromePath}, \`--headless=new\`), Lighthouse ${lighthouseVersion} run by Lighthouse CI ${lhciVersion}
- Settings: mobile = Lighthouse's default config (Moto G Power emulation, simulated slow 4G: 150 ms RTT, 1.6 Mbit/s, 4x CPU slowdown); desktop = its desktop preset (simulated 40 ms RTT, 10 Mbit/s, no CPU slowdown); full-page screenshot off, \`bf-cache\` audit skipped (weight 0); ${runs} run(s) of each page with all four categories, ${plannedLimitRuns} of each limit page (performance only)${budgetNote ? ` (${budgetNote})` : ""}; medians shown
- Served by server/serve.mjs (\`npm start\`'s server: precompressed brotli, security headers, CSP, caching) over HTTP/1.1 on 127.0.0.1
- Limit: the same page with every \`<script>\` and \`<link rel="modulepreload">\` removed, recompressed, served by the same server with the same headers
- Floor (exit 1 below it; \`lhci assert\` on the median of each page's runs): performance ${FLOOR.mobile.performance} mobile and ${FLOOR.desktop.performance} desktop; accessibility, best practices and SEO 100. Targets: 100 everywhere and LCP at most ${LCP_RATIO_TARGET}x the limit's
- Benchmark index (Lighthouse's CPU score of this machine during the runs, median of the medians): ${Math.round(
  results.map((r) => r.benchmarkIndex).sort((a, b) => a - b)[
    Math.floor(results.length / 2)
  ] ?? 0,
)}
- Time: ${totalSeconds.toFixed(0)} s in all: build ${buildSeconds.toFixed(0)} s; ${pages * runs} real-page runs at ${(seconds.real / (pages * runs)).toFixed(1)} s; ${pages * plannedLimitRuns} limit runs at ${(seconds.limit / Math.max(pages * plannedLimitRuns, 1)).toFixed(1)} s (limit runs wait 250 ms instead of 1 s for the page to go quiet), each time with Lighthouse CI's start of a Lighthouse process; Lighthouse CI runs a failed run again, up to three times

✗ marks a score under the floor, ! a ratio over the target. Bytes are transferred (compressed) KiB.

${table}

## Under the floor

${failures.length ? failures.map((line) => `- ${line}`).join("\n") : "None."}

## Under a target

${misses.length ? misses.map((line) => `- ${line}`).join("\n") : "None."}
`;

const formatted = await prettier.format(report, {
  ...(await prettier.resolveConfig(outFile)),
  filepath: outFile,
});
mkdirSync(path.dirname(outFile), { recursive: true });
writeFileSync(outFile, formatted);
console.log(`\n${formatted}`);
console.log(`bench: wrote ${path.relative(projectRoot, outFile)}`);
if (failures.length) {
  console.error(`bench: ${failures.length} score(s) under the floor.`);
  process.exit(1);
}
