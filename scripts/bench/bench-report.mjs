// @ts-check
/**
 * The pure part of `npm run bench` (scripts/bench/run-bench.mjs): what a Lighthouse result is
 * reduced to, the medians of the table, the floor as Lighthouse CI assertions and the lines its
 * failures become, the table it prints and the no-script "limit" page. Lighthouse CI runs
 * Lighthouse and judges the floor; the table, the limit page and the LCP ratio are ours. No I/O
 * here, so that scripts/bench/bench-report.test.ts can prove each piece.
 */

/** @typedef {"mobile" | "desktop"} FormFactor */
/** @typedef {"performance" | "accessibility" | "best-practices" | "seo"} Category */

/** The four Lighthouse categories, in the order the table shows them. */
export const CATEGORIES = /** @type {const} */ ([
  "performance",
  "accessibility",
  "best-practices",
  "seo",
]);

/**
 * Scores (0-100) under which `npm run bench` fails (issue 9). The targets are 100 everywhere.
 * @type {Record<FormFactor, Record<Category, number>>}
 */
export const FLOOR = {
  mobile: {
    performance: 95,
    accessibility: 100,
    "best-practices": 100,
    seo: 100,
  },
  desktop: {
    performance: 99,
    accessibility: 100,
    "best-practices": 100,
    seo: 100,
  },
};

/** The real page's LCP may be at most this multiple of the no-script limit's (a target). */
export const LCP_RATIO_TARGET = 1.15;

/**
 * What one Lighthouse run is reduced to. Scores 0-100 (null when the category did not run),
 * times in ms, bytes transferred (compressed, as served).
 * @typedef {{
 *   scores: Record<Category, number | null>,
 *   fcp: number, lcp: number, tbt: number, cls: number, si: number,
 *   bytes: { script: number, stylesheet: number, document: number, font: number, image: number },
 *   benchmarkIndex: number,
 *   failedAudits: string[],
 * }} RunSummary
 */

/**
 * The audits the table reads, as the Lighthouse result (LHR) carries them.
 * @typedef {{ score: number | null, numericValue?: number, scoreDisplayMode?: string,
 *   details?: { items?: { resourceType?: string, transferSize?: number }[] } }} LhrAudit
 * @typedef {{ categories: Record<string, { score: number | null, auditRefs: { id: string, weight: number }[] }>,
 *   audits: Record<string, LhrAudit>, environment?: { benchmarkIndex?: number },
 *   runtimeError?: { code: string, message: string },
 *   requestedUrl?: string, lighthouseVersion?: string }} Lhr
 */

/**
 * @param {Lhr} lhr
 * @returns {RunSummary}
 */
export function summariseRun(lhr) {
  if (lhr.runtimeError) {
    throw new Error(
      `Lighthouse failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  }
  /** @param {string} id */
  const metric = (id) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== "number")
      throw new Error(`The Lighthouse result has no ${id}.`);
    return value;
  };
  const summary = new Map(
    (lhr.audits["resource-summary"]?.details?.items ?? []).map((item) => [
      item.resourceType,
      item.transferSize ?? 0,
    ]),
  );
  /** @param {string} type */
  const bytes = (type) => summary.get(type) ?? 0;
  const scores = /** @type {Record<Category, number | null>} */ (
    Object.fromEntries(
      CATEGORIES.map((id) => {
        const score = lhr.categories[id]?.score;
        return [id, typeof score === "number" ? Math.round(score * 100) : null];
      }),
    )
  );
  // Audits that cost points in a category other than performance (whose metrics the table shows).
  const failedAudits = CATEGORIES.filter((id) => id !== "performance")
    .flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .filter((ref) => {
      const audit = lhr.audits[ref.id];
      return audit && audit.score !== null && audit.score < 1;
    })
    .map((ref) => ref.id);
  return {
    scores,
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    si: metric("speed-index"),
    bytes: {
      script: bytes("script"),
      stylesheet: bytes("stylesheet"),
      document: bytes("document"),
      font: bytes("font"),
      image: bytes("image"),
    },
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
    failedAudits: [...new Set(failedAudits)],
  };
}

/**
 * The median; for an even count, the mean of the middle two.
 * @param {readonly number[]} values
 */
export function median(values) {
  if (values.length === 0) throw new Error("No values to take a median of.");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  /** @param {number} index */
  const at = (index) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/**
 * One route in one form factor: the medians of its runs, and the limit's LCP.
 * @typedef {{
 *   route: string, formFactor: FormFactor, runs: number,
 *   scores: Record<Category, number | null>,
 *   fcp: number, lcp: number, tbt: number, cls: number, si: number,
 *   bytes: RunSummary["bytes"], benchmarkIndex: number, failedAudits: string[],
 *   limitLcp: number | null, limitFcp: number | null, limitRuns: number,
 * }} RouteResult
 */

/**
 * @param {string} route
 * @param {FormFactor} formFactor
 * @param {readonly RunSummary[]} runs the real page's runs
 * @param {readonly RunSummary[]} limitRuns the no-script page's runs
 * @returns {RouteResult}
 */
export function combineRuns(route, formFactor, runs, limitRuns) {
  if (runs.length === 0) throw new Error(`No runs of ${route}.`);
  /** @param {(run: RunSummary) => number} pick */
  const mid = (pick) => median(runs.map(pick));
  const scores = /** @type {Record<Category, number | null>} */ (
    Object.fromEntries(
      CATEGORIES.map((id) => {
        const values = runs
          .map((run) => run.scores[id])
          .filter((score) => score !== null);
        return [id, values.length ? median(values) : null];
      }),
    )
  );
  return {
    route,
    formFactor,
    runs: runs.length,
    scores,
    fcp: mid((run) => run.fcp),
    lcp: mid((run) => run.lcp),
    tbt: mid((run) => run.tbt),
    cls: mid((run) => run.cls),
    si: mid((run) => run.si),
    bytes: {
      script: mid((run) => run.bytes.script),
      stylesheet: mid((run) => run.bytes.stylesheet),
      document: mid((run) => run.bytes.document),
      font: mid((run) => run.bytes.font),
      image: mid((run) => run.bytes.image),
    },
    benchmarkIndex: mid((run) => run.benchmarkIndex),
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
    limitLcp: limitRuns.length ? median(limitRuns.map((run) => run.lcp)) : null,
    limitFcp: limitRuns.length ? median(limitRuns.map((run) => run.fcp)) : null,
    limitRuns: limitRuns.length,
  };
}

/** @param {RouteResult} result */
export function lcpRatio(result) {
  return result.limitLcp ? result.lcp / result.limitLcp : null;
}

/**
 * The floor as Lighthouse CI assertions (`lhci assert`), judged on the median of a route's runs,
 * so one slow run of three does not fail it. A category that did not run fails too ("auditRan"):
 * the bench must never pass by omission.
 * @param {FormFactor} formFactor
 */
export function floorAssertions(formFactor) {
  return Object.fromEntries(
    CATEGORIES.map((category) => [
      `categories:${category}`,
      [
        "error",
        {
          minScore: FLOOR[formFactor][category] / 100,
          aggregationMethod: "median",
        },
      ],
    ]),
  );
}

/**
 * What `lhci assert` writes to .lighthouseci/assertion-results.json, as far as the bench reads it.
 * @typedef {{ url: string, auditProperty?: string, name: string, passed: boolean,
 *   level?: string, actual: number, expected: number }} AssertionResult
 */

/**
 * The failed floor assertions of one form factor as readable lines; empty when all pass.
 * @param {readonly AssertionResult[]} assertions
 * @param {FormFactor} formFactor
 * @param {(url: string) => string} routeOf the route a URL of the bench's server is
 */
export function floorFailures(assertions, formFactor, routeOf) {
  return assertions
    .filter((result) => !result.passed && (result.level ?? "error") === "error")
    .map((result) => {
      const found =
        result.name === "auditRan" || !Number.isFinite(result.actual)
          ? "not measured"
          : `${Math.round(result.actual * 100)}`;
      return `${routeOf(result.url)} ${formFactor} ${result.auditProperty ?? result.name}: ${found} < ${Math.round(result.expected * 100)}`;
    });
}

/**
 * Whether a Node version (`process.version`) meets an `engines` range of the ">=X.Y.Z" form,
 * the only form Lighthouse states.
 * @param {string} version
 * @param {string} range
 */
export function meetsNodeRange(version, range) {
  const wanted = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (!wanted) throw new Error(`Cannot read the Node range "${range}".`);
  const have = version.replace(/^v/, "").split(".").map(Number);
  for (let i = 0; i < 3; i++) {
    const need = Number(wanted[i + 1] ?? 0);
    const got = have[i] ?? 0;
    if (got !== need) return got > need;
  }
  return true;
}

/**
 * Lines naming each result under a target (100 in each category, LCP within 1.15x of the limit).
 * @param {readonly RouteResult[]} results
 */
export function targetMisses(results) {
  return results.flatMap((result) => {
    const misses = CATEGORIES.filter(
      (category) => result.scores[category] !== 100,
    ).map(
      (category) => `${category} ${result.scores[category] ?? "not measured"}`,
    );
    const ratio = lcpRatio(result);
    if (ratio !== null && ratio > LCP_RATIO_TARGET)
      misses.push(`LCP ${ratio.toFixed(2)}x the limit`);
    if (result.failedAudits.length)
      misses.push(`failing audits: ${result.failedAudits.join(", ")}`);
    return misses.length
      ? [`${result.route} ${result.formFactor}: ${misses.join("; ")}`]
      : [];
  });
}

/** @param {number} ms */
const seconds = (ms) => (ms / 1000).toFixed(2);
/** @param {number} bytes */
const kib = (bytes) => (bytes / 1024).toFixed(1);

/**
 * The results as one Markdown table, a row per route and form factor. A score under the floor is
 * marked "✗", a ratio over the target "!".
 * @param {readonly RouteResult[]} results
 */
export function renderTable(results) {
  const header = [
    "route",
    "form",
    "perf",
    "a11y",
    "BP",
    "SEO",
    "FCP s",
    "LCP s",
    "TBT ms",
    "CLS",
    "SI s",
    "JS KiB",
    "CSS KiB",
    "HTML KiB",
    "font KiB",
    "img KiB",
    "limit LCP s",
    "LCP / limit",
  ];
  const rows = results.map((result) => {
    const ratio = lcpRatio(result);
    return [
      result.route,
      result.formFactor,
      ...CATEGORIES.map((category) => {
        const score = result.scores[category];
        if (score === null) return "✗ –";
        const value = Number.isInteger(score) ? `${score}` : score.toFixed(1);
        return score < FLOOR[result.formFactor][category]
          ? `✗ ${value}`
          : value;
      }),
      seconds(result.fcp),
      seconds(result.lcp),
      Math.round(result.tbt).toString(),
      result.cls.toFixed(3),
      seconds(result.si),
      kib(result.bytes.script),
      kib(result.bytes.stylesheet),
      kib(result.bytes.document),
      kib(result.bytes.font),
      kib(result.bytes.image),
      result.limitLcp === null ? "–" : seconds(result.limitLcp),
      ratio === null
        ? "–"
        : `${ratio > LCP_RATIO_TARGET ? "! " : ""}${ratio.toFixed(2)}`,
    ];
  });
  return [header, header.map(() => "---"), ...rows]
    .map((cells) => `| ${cells.join(" | ")} |`)
    .join("\n");
}

/**
 * The page with every script removed: `<script>` elements of any type and
 * `<link rel="modulepreload">`. What remains is what the prerendered HTML and CSS alone paint.
 * @param {string} html
 */
export function stripScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*\brel\s*=\s*["']?modulepreload\b[^>]*>/gi, "");
}
