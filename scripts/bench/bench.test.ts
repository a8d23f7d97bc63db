// @ts-expect-error -- Lighthouse CI's assertion engine and config loader ship as plain CommonJS.
import { getAllAssertionResults } from "@lhci/utils/src/assertions.js";
// @ts-expect-error -- as above.
import { loadAndParseRcFile } from "@lhci/utils/src/lighthouserc.js";
import { describe, expect, it } from "vitest";

import { stripScripts } from "./limit-site.ts";

/** A run of /home with only what the assertions read: the four category scores. */
function run(scores: Record<string, number> = {}) {
  const url = "http://127.0.0.1:4173/home";
  const categories = Object.fromEntries(
    ["performance", "accessibility", "best-practices", "seo"].map((id) => [
      id,
      { id, score: scores[id] ?? 1, auditRefs: [] },
    ]),
  );
  return { requestedUrl: url, finalUrl: url, categories, audits: {} };
}

/** What `lhci assert` finds under the floor of a form factor's config: "category: found". */
function underFloor(form: "mobile" | "desktop", runs: object[]) {
  const { assertions } = loadAndParseRcFile(
    `${import.meta.dirname}/lighthouserc${form === "desktop" ? ".desktop" : ""}.json`,
  );
  return (
    getAllAssertionResults({ assertions }, runs) as {
      auditProperty: string;
      actual: number;
      passed: boolean;
    }[]
  )
    .filter((result) => !result.passed)
    .map((result) => `${result.auditProperty}: ${result.actual}`)
    .sort();
}

describe("the floor, as Lighthouse CI judges it", () => {
  it("passes 100 everywhere", () => {
    expect(underFloor("mobile", [run(), run()])).toEqual([]);
    expect(underFloor("desktop", [run()])).toEqual([]);
  });

  it("fails performance under 95 on mobile and 99 on desktop, and any accessibility miss", () => {
    expect(underFloor("mobile", [run({ performance: 0.94 })])).toEqual([
      "performance: 0.94",
    ]);
    expect(underFloor("mobile", [run({ performance: 0.98 })])).toEqual([]);
    expect(
      underFloor("desktop", [run({ performance: 0.98, accessibility: 0.95 })]),
    ).toEqual(["accessibility: 0.95", "performance: 0.98"]);
  });

  it("takes the median, so one bad run of three does not fail a page", () => {
    const slow = run({ performance: 0.8 });
    expect(underFloor("mobile", [run(), slow, run()])).toEqual([]);
    expect(underFloor("mobile", [slow, slow, run()])).toEqual([
      "performance: 0.8",
    ]);
  });

  it("fails a category that was not measured", () => {
    const noSeo = run();
    delete (noSeo.categories as Record<string, unknown>).seo;
    expect(underFloor("desktop", [noSeo])).toHaveLength(1);
  });
});

describe("stripScripts, the limit page", () => {
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
