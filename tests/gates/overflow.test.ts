import { describe, expect, it } from "vitest";

import { findEscapingText, findHorizontalOverflow } from "./overflow";
import { useGateBrowser } from "./test-browser";

describe("overflow gate", { timeout: 60_000 }, () => {
  const gate = useGateBrowser({
    viewport: { width: 320, height: 640 },
  });

  it("reports a 400 px element on a 320 px screen, and the document's sideways scroll", async () => {
    await gate.page.goto(gate.fixtures.url("overflow-broken.html"));
    const report = await findHorizontalOverflow(gate.page);
    expect(report.documentOverflow).toBe(80);
    expect(report.elements).toEqual([
      expect.stringMatching(
        /^<div#too-wide> "400 px" spans 0\.\.400 px of 320$/,
      ),
    ]);
  });

  it("sees through a gate.page that hides its overflow: the cut-off text is still reported", async () => {
    await gate.page.goto(gate.fixtures.url("overflow-clipped-root.html"));
    const report = await findHorizontalOverflow(gate.page);
    expect(report.documentOverflow).toBe(0);
    expect(report.elements).toEqual([
      expect.stringMatching(/^<p#cut-off> .* spans 0\.\.400 px of 320$/),
    ]);
  });

  it("reports an element pushed past the left edge", async () => {
    await gate.page.setContent(
      `<!doctype html><body style="margin:0"><p id="pushed" style="margin-left:-60px">Starts off-screen</p></body>`,
    );
    const report = await findHorizontalOverflow(gate.page);
    expect(report.elements).toEqual([
      expect.stringMatching(
        /^<p#pushed> "Starts off-screen" spans -60\.\.320 px of 320$/,
      ),
    ]);
  });

  it("passes a gate.page whose wide parts are clipped or scroll in their own containers", async () => {
    await gate.page.goto(gate.fixtures.url("overflow-good.html"));
    expect(await findHorizontalOverflow(gate.page)).toEqual({
      documentOverflow: 0,
      elements: [],
    });
  });

  it("passes the broken gate.page once the screen is wide enough", async () => {
    await gate.page.setViewportSize({ width: 1024, height: 640 });
    await gate.page.goto(gate.fixtures.url("overflow-broken.html"));
    expect(await findHorizontalOverflow(gate.page)).toEqual({
      documentOverflow: 0,
      elements: [],
    });
  });

  it("reports a figure running out of its tile into the next, though both are on screen", async () => {
    // The case-study results at 320 px: “99.8%” ran 25 px out of its tile, under the next one.
    const tiles = (wrap: string) =>
      gate.page.setContent(
        `<!doctype html><html lang="en"><body style="margin:0">
           <dl style="display:grid;grid-template-columns:1fr 1fr;gap:8px;width:300px;margin:0">
             <div style="background:#123;color:#fff;padding:8px;min-width:0">
               <dd style="margin:0;font:800 40px sans-serif;white-space:${wrap}">42% 99.8%</dd>
             </div>
             <div style="background:#123;color:#fff;padding:8px">98.2%</div>
           </dl>
           <div style="overflow-x:auto;border:1px solid;width:100px"><p style="width:300px">A table that scrolls</p></div>
           <span style="position:absolute;width:1px;height:1px;overflow:hidden">screen-reader text</span>
         </body></html>`,
      );
    await tiles("nowrap");
    expect(await findEscapingText(gate.page)).toEqual([
      expect.stringMatching(/^"42% 99\.8%" runs \d+ px out of <div>$/),
    ]);
    await tiles("normal");
    expect(await findEscapingText(gate.page)).toEqual([]);
  });
});
