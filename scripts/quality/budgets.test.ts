import { afterAll, describe, expect, it } from "vitest";

import { BUDGETS, checkBudgets, formatBudgetTable } from "./budgets.ts";
import {
  brokenBuild,
  incompressibleText,
  page,
  removeBuilds,
  writeBuild,
  goodBuild,
} from "./build-test-kit.ts";

afterAll(removeBuilds);

const KB = 1024;

describe("checkBudgets", () => {
  it("passes a small build and measures every page, the fallback last", () => {
    const report = checkBudgets(writeBuild(goodBuild()));
    expect(report.failures).toEqual([]);
    expect(report.pages.map((sizes) => sizes.page)).toEqual([
      "/about",
      "/home",
      "(fallback) index.html",
    ]);
    const home = report.pages[1];
    expect(home?.javascript).toBeGreaterThan(0);
    expect(home?.css).toBeGreaterThan(0);
  });

  it("fails a page whose statically imported scripts pass the budget", () => {
    const report = checkBudgets(
      brokenBuild({
        "assets/shared.js": `export const blob = "${incompressibleText(1.5 * BUDGETS.javascript)}";`,
      }),
    );
    const failing = report.failures.map((failure) => [
      failure.subject,
      failure.figure,
    ]);
    expect(failing).toEqual([
      ["/about", "first-load JavaScript (gzip)"],
      ["/home", "first-load JavaScript (gzip)"],
      ["(fallback) index.html", "first-load JavaScript (gzip)"],
    ]);
    expect(report.failures[0]?.value).toBeGreaterThan(BUDGETS.javascript);
  });

  it("does not count a large module that is only imported dynamically", () => {
    const report = checkBudgets(
      brokenBuild({
        "assets/lazy.js": `export const blob = "${incompressibleText(1.5 * BUDGETS.javascript)}";`,
      }),
    );
    expect(report.failures).toEqual([]);
  });

  it("fails a page whose stylesheets and inline styles pass 25 KB gzip", () => {
    const report = checkBudgets(
      brokenBuild({
        "about/index.html": page({
          title: "About",
          head: `<style>.a{content:"${incompressibleText(20 * KB)}"}</style>`,
          body: "<h1>About</h1>",
        }),
        "assets/app.css": `.b{content:"${incompressibleText(20 * KB)}"}`,
      }),
    );
    expect(report.failures.map((failure) => failure.subject)).toEqual([
      "/about",
    ]);
    expect(report.failures[0]).toMatchObject({
      figure: "CSS (gzip)",
      budget: 25 * KB,
    });
  });

  it("fails a page whose HTML passes 60 KB gzip", () => {
    const report = checkBudgets(
      brokenBuild({
        "home/index.html": page({
          title: "Home",
          body: `<p>${incompressibleText(85 * KB)}</p>`,
        }),
      }),
    );
    expect(report.failures).toEqual([
      expect.objectContaining({ subject: "/home", figure: "HTML (gzip)" }),
    ]);
  });

  it("fails an image file over 100 KB, whatever its type", () => {
    const report = checkBudgets(
      brokenBuild({
        "images/hero.webp": Buffer.alloc(100 * KB + 1),
        "images/limit.png": Buffer.alloc(100 * KB),
        "data/big.json": Buffer.alloc(200 * KB),
      }),
    );
    expect(report.failures).toEqual([
      {
        subject: "images/hero.webp",
        figure: "image file size",
        value: 100 * KB + 1,
        budget: 100 * KB,
      },
    ]);
  });
});

describe("formatBudgetTable", () => {
  it("prints each figure beside its budget, ok or FAIL", () => {
    const dir = brokenBuild({
      "assets/shared.js": `export const blob = "${incompressibleText(1.5 * BUDGETS.javascript)}";`,
      "images/hero.png": Buffer.alloc(150 * KB),
    });
    const table = formatBudgetTable(checkBudgets(dir));
    const homeRow = table.split("\n").find((line) => line.startsWith("/home"));
    expect(homeRow).toMatch(
      /^\/home: JS 1\d\d\.\d KB \/ [\d.]+ KB FAIL, CSS [\d.]+ KB \/ [\d.]+ KB ok, HTML [\d.]+ KB \/ [\d.]+ KB ok$/,
    );
    expect(table).toMatch(
      /^images: \d+ files, the largest images\/hero.png 150.0 KB \/ 100.0 KB FAIL$/m,
    );
    expect(
      formatBudgetTable(checkBudgets(writeBuild(goodBuild()))),
    ).not.toContain("FAIL");
  });
});
