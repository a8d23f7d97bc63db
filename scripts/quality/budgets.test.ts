import { afterAll, describe, expect, it } from "vitest";

import { BUDGETS, checkBudgets, formatBudgetTable } from "./budgets.mjs";
import {
  brokenBuild,
  incompressibleText,
  page,
  removeBuilds,
  writeBuild,
  goodBuild,
} from "./fake-build.ts";

afterAll(removeBuilds);

const KB = 1024;

describe("the budgets", () => {
  it("are 132 KB JavaScript, 25 KB CSS, 60 KB HTML gzip, 100 KB per image", () => {
    expect(BUDGETS).toEqual({
      javascript: 132 * KB,
      css: 25 * KB,
      html: 60 * KB,
      image: 100 * KB,
    });
  });
});

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
    expect(home?.javascriptFiles).toBe(3); // entry, shared, boot; not lazy.js
    expect(home?.cssFiles).toEqual(["assets/app.css"]);
  });

  it("fails a page whose statically imported scripts pass the budget", () => {
    const report = checkBudgets(
      brokenBuild({
        "assets/shared.js": `export const blob = "${incompressibleText(180 * KB)}";`,
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
        "assets/lazy.js": `export const blob = "${incompressibleText(180 * KB)}";`,
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
  it("prints each figure beside its budget, and PASS or FAIL per page", () => {
    const dir = brokenBuild({
      "assets/shared.js": `export const blob = "${incompressibleText(180 * KB)}";`,
      "images/hero.png": Buffer.alloc(150 * KB),
    });
    const table = formatBudgetTable(checkBudgets(dir));
    const homeRow = table.split("\n").find((line) => line.startsWith("/home"));
    expect(homeRow).toMatch(
      /^\/home +1\d\d\.\d KB \/ 132\.0 KB FAIL +\d+\.\d KB \/ 25\.0 KB ok +\d+\.\d KB \/ 60\.0 KB ok +FAIL$/,
    );
    expect(table).toContain("FAIL images/hero.png 150.0 KB > 100.0 KB");
    expect(formatBudgetTable(checkBudgets(writeBuild(goodBuild())))).toMatch(
      /^\/home .* PASS$/m,
    );
  });
});
