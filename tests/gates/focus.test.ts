import type { Browser, Page } from "playwright";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { describeFocus, focusProblems } from "./focus";
import { pressAndCheckFocus, tabTo } from "./keyboard";
import { launchChromium } from "./test-browser";

/** A page with one control styled by `css`, reached with Tab as a keyboard user would. */
async function tabToButton(page: Page, css: string, extra = "") {
  await page.setContent(
    `<!doctype html><html lang="en"><head><style>body{margin:0} ${css}</style></head>
     <body><main>${extra}<button id="target" type="button">Save</button></main></body></html>`,
  );
  await page.keyboard.press("Tab");
  const report = await describeFocus(page);
  return { report, problems: focusProblems(report) };
}

describe("focus visibility gate", { timeout: 60_000 }, () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    const context = await browser.newContext({
      viewport: { width: 800, height: 600 },
    });
    page = await context.newPage();
    return () => context.close();
  });

  it("passes the browser's own focus ring", async () => {
    const { report, problems } = await tabToButton(page, "");
    expect(report.element).toBe('<button#target> "Save"');
    expect(report.indicator).toMatch(/^outline /);
    expect(problems).toEqual([]);
  });

  it("passes a site's own outline", async () => {
    const { report, problems } = await tabToButton(
      page,
      ":focus-visible { outline: 3px solid rgb(31, 74, 224); outline-offset: 3px }",
    );
    expect(report.indicator).toBe("outline 3px solid rgb(31, 74, 224)");
    expect(problems).toEqual([]);
  });

  it("passes a box-shadow ring in place of an outline", async () => {
    const { report, problems } = await tabToButton(
      page,
      "button:focus-visible { outline: none; box-shadow: 0 1px 2px rgb(0 0 0 / 0.2), 0 0 0 3px rgb(31 74 224) }",
    );
    expect(report.indicator).toMatch(
      /^ring rgb\(31, 74, 224\) 0px 0px 0px 3px/,
    );
    expect(problems).toEqual([]);
  });

  it("passes a ring drawn by the control's ::after, as on a card-sized target", async () => {
    const { report, problems } = await tabToButton(
      page,
      "button { position: relative } button:focus-visible { outline: none } button:focus-visible::after { content: ''; position: absolute; inset: -4px; outline: 3px solid rgb(31, 74, 224) }",
    );
    expect(report.indicator).toBe("::after outline 3px solid rgb(31, 74, 224)");
    expect(problems).toEqual([]);
  });

  it("fails a ring on a ::after that is not drawn (no content)", async () => {
    const { problems } = await tabToButton(
      page,
      "button:focus-visible { outline: none } button:focus-visible::after { outline: 3px solid rgb(31, 74, 224) }",
    );
    expect(problems).toEqual([
      '<button#target> "Save" has no visible focus indicator',
    ]);
  });

  it("fails a button with outline: none and nothing in its place", async () => {
    const { report, problems } = await tabToButton(
      page,
      "button { outline: none }",
    );
    expect(report.indicator).toBeNull();
    expect(problems).toEqual([
      '<button#target> "Save" has no visible focus indicator',
    ]);
  });

  it("fails a transparent outline and a drop shadow that is no ring", async () => {
    const { problems } = await tabToButton(
      page,
      "button:focus-visible { outline: 2px solid transparent; box-shadow: 0 8px 24px -12px rgb(0 0 0 / 0.3) }",
    );
    expect(problems).toEqual([
      '<button#target> "Save" has no visible focus indicator',
    ]);
  });

  it("fails a focused control outside the viewport", async () => {
    const { problems } = await tabToButton(
      page,
      "#target { position: absolute; top: -200px }",
    );
    expect(problems).toEqual([
      '<button#target> "Save" is not inside the viewport',
    ]);
  });

  it("fails a focused control hidden under a fixed bar", async () => {
    const { problems } = await tabToButton(
      page,
      "#bar { position: fixed; inset: 0 0 auto 0; height: 80px; background: #fff; z-index: 1 } #target { position: absolute; top: 20px; left: 20px }",
      '<div id="bar"></div>',
    );
    expect(problems).toEqual([
      '<button#target> "Save" is covered by other elements',
    ]);
  });

  it("fails a page where nothing has focus", async () => {
    await page.setContent("<p>No controls</p>");
    const report = await describeFocus(page);
    expect(focusProblems(report)).toEqual([
      "nothing has focus (focus is on <body>)",
    ]);
  });

  it("does not ask an element only a script focuses (tabindex -1) for an indicator", async () => {
    await page.setContent(
      `<h2 id="title" tabindex="-1" style="outline:none">Dialog title</h2>`,
    );
    await page.locator("#title").focus();
    const report = await describeFocus(page);
    expect(report.tabbable).toBe(false);
    expect(focusProblems(report)).toEqual([]);
  });

  it("names the key after which a journey lost sight of focus", async () => {
    await page.setContent(
      `<button type="button">One</button><button type="button" style="outline:none">Two</button>`,
    );
    expect(await pressAndCheckFocus(page, "Tab")).toEqual([]);
    expect(await pressAndCheckFocus(page, "Tab")).toEqual([
      'after Tab: <button> "Two" has no visible focus indicator',
    ]);
    expect(await pressAndCheckFocus(page, "Shift+Tab")).toEqual([]);
  });

  it("tabs to a target, collecting the problems on the way", async () => {
    await page.setContent(
      `<button type="button" style="outline:none">Bare</button><a href="#x">Link</a><button id="end" type="button">End</button>`,
    );
    expect(await tabTo(page, page.locator("#end"))).toEqual([
      'after Tab: <button> "Bare" has no visible focus indicator',
    ]);
    await expect(
      tabTo(page, page.locator("#missing"), { maxPresses: 3 }),
    ).rejects.toThrow(/did not reach/);
  });
});
