import type { Browser, Page } from "playwright";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { describeFocus, focusProblems } from "./focus";
import { pressAndCheckFocus, tabThroughPage, tabTo } from "./keyboard";
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

  it("measures the ring against the background it is drawn on", async () => {
    const { report, problems } = await tabToButton(
      page,
      // Saffron on the brand blue: the site's ring on its blue call-to-action panel.
      "main { background: #1d43d8; padding: 20px } :focus-visible { outline: 3px solid #f5a623; outline-offset: 3px }",
    );
    expect(report.indicatorContrast).toBeGreaterThan(3);
    expect(problems).toEqual([]);
  });

  it("fails a ring the colour of the panel around the control", async () => {
    const { report, problems } = await tabToButton(
      page,
      "main { background: #1d43d8; padding: 20px } :focus-visible { outline: 3px solid #1d43d8; outline-offset: 3px }",
    );
    expect(report.indicatorContrast).toBe(1);
    expect(problems).toEqual([
      '<button#target> "Save" has a focus indicator of 1:1 against its background (needs 3:1)',
    ]);
  });

  it("blends see-through backgrounds and rings before measuring", async () => {
    // Black at half strength over the white page is mid grey; a half-strength black ring over
    // that is darker grey, 2.7:1. Ignoring either transparency would pass it (3.9:1 and 5.3:1).
    const { report, problems } = await tabToButton(
      page,
      "main { background: rgb(0 0 0 / 0.5); padding: 20px } :focus-visible { outline: 3px solid rgb(0 0 0 / 0.5); outline-offset: 3px }",
    );
    expect(report.indicatorContrast).toBeGreaterThan(2.5);
    expect(report.indicatorContrast).toBeLessThan(2.8);
    expect(problems).toEqual([
      `<button#target> "Save" has a focus indicator of ${report.indicatorContrast}:1 against its background (needs 3:1)`,
    ]);
  });

  it("fails a pale box-shadow ring on white", async () => {
    const { report, problems } = await tabToButton(
      page,
      "button:focus-visible { outline: none; box-shadow: 0 0 0 3px rgb(200 210 230) }",
    );
    expect(report.indicator).toMatch(/^ring /);
    expect(report.indicatorContrast).toBeLessThan(3);
    expect(problems).toHaveLength(1);
  });

  it("leaves the browser's own two-tone ring unmeasured", async () => {
    const { report } = await tabToButton(page, "main { background: #1d43d8 }");
    expect(report.indicator).toMatch(/^outline .* auto /);
    expect(report.indicatorContrast).toBeNull();
  });

  it("passes a ring drawn by an ancestor only while focus is inside it, as on a card", async () => {
    await page.setContent(
      `<style>main { padding: 20px } .card:has(:focus-visible) { outline: 3px solid #1d43d8 } button:focus-visible { outline: none }</style>
       <main><div class="card"><h3><button id="target" type="button">Save</button></h3></div></main>`,
    );
    await page.keyboard.press("Tab");
    const report = await describeFocus(page);
    expect(report.indicator).toBe(
      "<div> around it: outline 3px solid rgb(29, 67, 216)",
    );
    expect(report.indicatorContrast).toBeGreaterThan(6);
    expect(focusProblems(report)).toEqual([]);
    // Measuring it (a blur and a focus) left focus where it was.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      "target",
    );
  });

  it("does not take an ancestor's permanent outline for a focus indicator", async () => {
    const { report, problems } = await tabToButton(
      page,
      "main { outline: 3px solid #1d43d8 } button:focus-visible { outline: none }",
    );
    expect(report.indicator).toBeNull();
    expect(problems).toEqual([
      '<button#target> "Save" has no visible focus indicator',
    ]);
  });

  it("measures a ring that fades in once it has come to rest", async () => {
    const { report, problems } = await tabToButton(
      page,
      "button { outline: 3px solid transparent; outline-offset: 3px; transition: outline-color 0.6s linear } button:focus-visible { outline-color: #1d43d8 }",
    );
    expect(report.indicator).toBe("outline 3px solid rgb(29, 67, 216)");
    expect(report.indicatorContrast).toBeGreaterThan(6);
    expect(problems).toEqual([]);
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

  it("fails a ring cut off by a list that hides its overflow and painted over by the next item", async () => {
    // Industries served on /about at 320–639 px: disclosures in a grid with `overflow: hidden`.
    const list = (css: string) =>
      page.setContent(
        `<!doctype html><html lang="en"><head><style>
           body { margin: 0; padding: 20px }
           :focus-visible { outline: 3px solid rgb(31, 74, 224); outline-offset: 3px }
           ul { display: grid; gap: 1px; overflow: hidden; background: #ddd; margin: 0; padding: 0; list-style: none }
           li { background: #fff }
           summary { display: block; padding: 12px }
           ${css}
         </style></head><body><ul>
           <li><details><summary>Manufacturing</summary>Makers</details></li>
           <li><details><summary>Retail</summary>Shops</details></li>
         </ul></body></html>`,
      );
    await list("");
    await page.keyboard.press("Tab");
    const report = await describeFocus(page);
    expect(report.ringHiddenSides).toEqual(["top", "right", "bottom", "left"]);
    expect(focusProblems(report)).toEqual([
      '<summary> "Manufacturing" has a focus ring that does not show on its top, right, bottom, left (cut off or painted over)',
    ]);
    // Focus is back where it was after the check.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      "Manufacturing",
    );

    // Drawn inside the summary's own box, the same ring shows whole.
    await list("summary:focus-visible { outline-offset: -3px }");
    await page.keyboard.press("Tab");
    expect(focusProblems(await describeFocus(page))).toEqual([]);
  });

  it("passes a ring over the next item where it is painted above it", async () => {
    // Blocks in normal flow: outlines are painted after every block's background.
    await page.setContent(
      `<!doctype html><html lang="en"><head><style>
         :focus-visible { outline: 3px solid rgb(31, 74, 224); outline-offset: 3px }
         p { margin: 0; padding: 4px; background: #fff }
       </style></head><body><p><a href="#a">First</a></p><p>Next block</p></body></html>`,
    );
    await page.keyboard.press("Tab");
    const report = await describeFocus(page);
    expect(report.ringHiddenSides).toEqual([]);
    expect(focusProblems(report)).toEqual([]);
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

  it("tabs through a whole page until focus leaves it", async () => {
    await page.setContent(
      `<style>:focus-visible { outline: 3px solid #1d43d8 } .blue { background: #1d43d8; padding: 8px }</style>
       <a href="#a">First</a>
       <div class="blue"><button type="button">On blue</button></div>
       <button type="button" style="outline:none">Bare</button>`,
    );
    const { problems, reached } = await tabThroughPage(page);
    expect(reached).toBe(3);
    expect(problems).toEqual([
      'after Tab: <button> "On blue" has a focus indicator of 1:1 against its background (needs 3:1)',
      'after Tab: <button> "Bare" has no visible focus indicator',
    ]);
    await expect(tabThroughPage(page, { maxPresses: 2 })).rejects.toThrow(
      /did not leave the page/,
    );
  });
});
