import type { Browser, Page } from "playwright";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { findHorizontalOverflow } from "./overflow";
import { launchChromium, serveFixtures } from "./test-browser";

describe("overflow gate", { timeout: 60_000 }, () => {
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
    const context = await browser.newContext({
      viewport: { width: 320, height: 640 },
    });
    page = await context.newPage();
    return () => context.close();
  });

  it("reports a 400 px element on a 320 px screen, and the document's sideways scroll", async () => {
    await page.goto(fixtures.url("overflow-broken.html"));
    const report = await findHorizontalOverflow(page);
    expect(report.documentOverflow).toBe(80);
    expect(report.elements).toEqual([
      expect.stringMatching(
        /^<div#too-wide> "400 px" spans 0\.\.400 px of 320$/,
      ),
    ]);
  });

  it("sees through a page that hides its overflow: the cut-off text is still reported", async () => {
    await page.goto(fixtures.url("overflow-clipped-root.html"));
    const report = await findHorizontalOverflow(page);
    expect(report.documentOverflow).toBe(0);
    expect(report.elements).toEqual([
      expect.stringMatching(/^<p#cut-off> .* spans 0\.\.400 px of 320$/),
    ]);
  });

  it("reports an element pushed past the left edge", async () => {
    await page.setContent(
      `<!doctype html><body style="margin:0"><p id="pushed" style="margin-left:-60px">Starts off-screen</p></body>`,
    );
    const report = await findHorizontalOverflow(page);
    expect(report.elements).toEqual([
      expect.stringMatching(
        /^<p#pushed> "Starts off-screen" spans -60\.\.320 px of 320$/,
      ),
    ]);
  });

  it("passes a page whose wide parts are clipped or scroll in their own containers", async () => {
    await page.goto(fixtures.url("overflow-good.html"));
    expect(await findHorizontalOverflow(page)).toEqual({
      documentOverflow: 0,
      elements: [],
    });
  });

  it("passes the broken page once the screen is wide enough", async () => {
    await page.setViewportSize({ width: 1024, height: 640 });
    await page.goto(fixtures.url("overflow-broken.html"));
    expect(await findHorizontalOverflow(page)).toEqual({
      documentOverflow: 0,
      elements: [],
    });
  });
});
