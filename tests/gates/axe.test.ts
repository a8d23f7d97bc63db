import type { Browser, Page } from "playwright";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { axeViolations, WCAG22_AA_TAGS } from "./axe";
import { launchChromium, serveFixtures } from "./test-browser";

describe("axe gate", { timeout: 60_000 }, () => {
  let browser: Browser;
  let fixtures: Awaited<ReturnType<typeof serveFixtures>>;
  let page: Page;

  beforeAll(async () => {
    [browser, fixtures] = await Promise.all([
      launchChromium(),
      serveFixtures(),
    ]);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await fixtures?.close();
  });
  beforeEach(async () => {
    const context = await browser.newContext();
    page = await context.newPage();
    return () => context.close();
  });

  it("runs the WCAG 2.2 A and AA rules", () => {
    expect(WCAG22_AA_TAGS).toEqual(
      expect.arrayContaining([
        "wcag2a",
        "wcag2aa",
        "wcag21a",
        "wcag21aa",
        "wcag22aa",
      ]),
    );
  });

  it("reports an image without alt text and text too faint to read", async () => {
    await page.goto(fixtures.url("axe-broken.html"));
    const violations = await axeViolations(page);
    expect(violations).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^image-alt \(critical\)/),
        expect.stringMatching(/^color-contrast \(serious\)/),
      ]),
    );
  });

  it("reports a WCAG 2.2 target too small to tap", async () => {
    await page.setContent(
      `<!doctype html><html lang="en"><head><title>Small targets</title></head><body><main>
        <h1>Two tiny buttons side by side</h1>
        <button style="all:unset;display:inline-block;width:10px;height:10px;background:#000" aria-label="One"></button><button style="all:unset;display:inline-block;width:10px;height:10px;background:#000" aria-label="Two"></button>
      </main></body></html>`,
    );
    expect(await axeViolations(page)).toEqual([
      expect.stringMatching(/^target-size \(serious\)/),
    ]);
  });

  it("only looks inside `include` when asked to", async () => {
    await page.goto(fixtures.url("axe-broken.html"));
    expect(await axeViolations(page, { include: "h1" })).toEqual([]);
  });

  it("passes an accessible page", async () => {
    await page.goto(fixtures.url("axe-good.html"));
    expect(await axeViolations(page)).toEqual([]);
  });
});
