// @ts-expect-error -- Lighthouse CI's assertion engine ships as plain CommonJS, without types.
import { getAllAssertionResults } from "@lhci/utils/src/assertions.js";
import { describe, expect, it } from "vitest";

import {
  combineRuns,
  floorAssertions,
  floorFailures,
  lcpRatio,
  median,
  meetsNodeRange,
  renderTable,
  stripScripts,
  summariseRun,
  targetMisses,
  type AssertionResult,
  type Lhr,
} from "./bench-report.mjs";

/** A Lighthouse result with only what the bench reads. */
function lhr({
  performance = 1,
  accessibility = 1,
  bestPractices = 1,
  seo = 1,
  lcp = 1200,
  failing = [] as string[],
} = {}): Lhr {
  const audit = (numericValue: number) => ({ score: 1, numericValue });
  return {
    categories: {
      performance: { score: performance, auditRefs: [] },
      accessibility: {
        score: accessibility,
        auditRefs: [{ id: "color-contrast", weight: 7 }],
      },
      "best-practices": {
        score: bestPractices,
        auditRefs: [
          { id: "errors-in-console", weight: 1 },
          { id: "csp-xss", weight: 0 },
        ],
      },
      seo: { score: seo, auditRefs: [{ id: "meta-description", weight: 1 }] },
    },
    audits: {
      "first-contentful-paint": audit(900),
      "largest-contentful-paint": audit(lcp),
      "total-blocking-time": audit(40),
      "cumulative-layout-shift": audit(0.01),
      "speed-index": audit(1100),
      "resource-summary": {
        score: null,
        details: {
          items: [
            { resourceType: "script", transferSize: 90_000 },
            { resourceType: "stylesheet", transferSize: 10_000 },
            { resourceType: "document", transferSize: 14_000 },
            { resourceType: "font", transferSize: 28_000 },
          ],
        },
      },
      "color-contrast": {
        score: failing.includes("color-contrast") ? 0 : 1,
      },
      "errors-in-console": {
        score: failing.includes("errors-in-console") ? 0 : 1,
      },
      "csp-xss": { score: 0 },
      "meta-description": { score: 1 },
    },
    environment: { benchmarkIndex: 1500 },
  };
}

describe("summariseRun", () => {
  it("reads scores as 0-100, the metrics, the bytes and the audits that cost points", () => {
    const run = summariseRun(
      lhr({ bestPractices: 0.96, failing: ["errors-in-console"] }),
    );
    expect(run.scores).toEqual({
      performance: 100,
      accessibility: 100,
      "best-practices": 96,
      seo: 100,
    });
    expect(run).toMatchObject({ fcp: 900, lcp: 1200, tbt: 40, cls: 0.01 });
    expect(run.bytes).toEqual({
      script: 90_000,
      stylesheet: 10_000,
      document: 14_000,
      font: 28_000,
      image: 0,
    });
    // csp-xss fails too but weighs nothing, so it is not what cost the points.
    expect(run.failedAudits).toEqual(["errors-in-console"]);
  });

  it("refuses a run Lighthouse could not complete", () => {
    expect(() =>
      summariseRun({
        ...lhr(),
        runtimeError: { code: "NO_FCP", message: "no paint" },
      }),
    ).toThrow(/NO_FCP/);
  });
});

describe("median", () => {
  it("takes the middle value, or the mean of the middle two", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([90, 100, 96, 94])).toBe(95);
    expect(() => median([])).toThrow();
  });
});

describe("the floor, judged by Lighthouse CI's assertions", () => {
  const url = (route: string) => `http://127.0.0.1:4173${route}`;
  const routeOf = (address: string) => new URL(address).pathname;
  const runAt = (route: string, options: Parameters<typeof lhr>[0] = {}) => ({
    ...lhr(options),
    finalUrl: url(route),
    finalDisplayedUrl: url(route),
    requestedUrl: url(route),
  });
  /** `lhci assert`'s own engine on the bench's assertions, as the bench's lines. */
  const judge = (formFactor: "mobile" | "desktop", runs: Lhr[]) =>
    floorFailures(
      getAllAssertionResults(
        { assertions: floorAssertions(formFactor) },
        runs,
      ) as AssertionResult[],
      formFactor,
      routeOf,
    );

  it("passes a route at 100 everywhere", () => {
    expect(judge("mobile", [runAt("/home"), runAt("/home")])).toEqual([]);
    expect(judge("desktop", [runAt("/home")])).toEqual([]);
  });

  it("fails a deliberately bad result: slow on mobile, 98 on desktop, an accessibility miss", () => {
    const slow = runAt("/blog", { performance: 0.9 });
    expect(judge("mobile", [slow, slow, runAt("/blog")])).toEqual([
      "/blog mobile performance: 90 < 95",
    ]);
    expect(
      judge("desktop", [
        runAt("/blog", { performance: 0.98, accessibility: 0.95 }),
      ]).sort(),
    ).toEqual([
      "/blog desktop accessibility: 95 < 100",
      "/blog desktop performance: 98 < 99",
    ]);
  });

  it("takes the median, so one bad run of three does not fail a route", () => {
    const slow = runAt("/home", { performance: 0.8 });
    expect(judge("mobile", [runAt("/home"), slow, runAt("/home")])).toEqual([]);
  });

  it("counts a category that was not measured as a failure", () => {
    const noSeo = runAt("/home");
    delete noSeo.categories.seo;
    expect(judge("desktop", [noSeo])).toEqual([
      "/home desktop seo: not measured < 100",
    ]);
  });
});

describe("meetsNodeRange", () => {
  it("reads Lighthouse's engines range against process.version", () => {
    expect(meetsNodeRange("v22.19.0", ">=22.19")).toBe(true);
    expect(meetsNodeRange("v26.1.0", ">=22.19")).toBe(true);
    expect(meetsNodeRange("v20.20.2", ">=22.19")).toBe(false);
    expect(meetsNodeRange("v22.18.9", ">=22.19")).toBe(false);
    expect(() => meetsNodeRange("v22.0.0", "^22 || ^24")).toThrow();
  });
});

describe("the LCP ratio and the table", () => {
  const slowLcp = summariseRun(lhr({ lcp: 2400, performance: 0.93 }));
  const limitRun = summariseRun(lhr({ lcp: 1200 }));
  const result = combineRuns("/home", "mobile", [slowLcp], [limitRun]);

  it("divides the real LCP by the limit's and names the miss", () => {
    expect(lcpRatio(result)).toBe(2);
    expect(targetMisses([result])).toEqual([
      "/home mobile: performance 93; LCP 2.00x the limit",
    ]);
  });

  it("renders one row per route and form factor, marking what is under the floor", () => {
    const table = renderTable([result]).split("\n");
    expect(table).toHaveLength(3);
    expect(table[0]).toMatch(/^\| route \| form \| perf \|/);
    expect(table[2]).toContain("| /home | mobile | ✗ 93 | 100 | 100 | 100 |");
    expect(table[2]).toContain("| 2.40 |");
    expect(table[2]).toMatch(/\| ! 2\.00 \|$/);
  });
});

describe("stripScripts", () => {
  const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/>
<link rel="modulepreload" href="/assets/entry.client-1.js"/>
<link rel="modulepreload" fetchpriority="low" href="/assets/root-2.js"/>
<link rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>
<script type="application/ld+json">{"@type":"Organization"}</script>
<link rel="stylesheet" href="/assets/root.css"/></head>
<body><main><h1>Hello</h1><p>Text that mentions a script tag.</p></main>
<script>window.__reactRouterContext = {"a":"\\u003c/script>"};</script>
<script type="module" async="">import("/assets/entry.client-1.js");</script>
<SCRIPT src="/assets/legacy.js"></SCRIPT >
</body></html>`;

  it("removes every script element and module preload and keeps the rest", () => {
    const stripped = stripScripts(page);
    expect(stripped).not.toMatch(/<script/i);
    expect(stripped).not.toContain("modulepreload");
    expect(stripped).toContain(
      '<link rel="stylesheet" href="/assets/root.css"/>',
    );
    expect(stripped).toContain('rel="preload" href="/assets/font.woff2"');
    expect(stripped).toContain("<h1>Hello</h1>");
    expect(stripped).toContain("Text that mentions a script tag.");
  });
});
