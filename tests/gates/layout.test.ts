import { describe, expect, it } from "vitest";

import {
  differencesInSetOut,
  findLayoutProblems,
  setOutOfMain,
} from "./layout";
import { useGateBrowser } from "./test-browser";

/** A page in the system font at 16 px, so widths in the fixtures mean what they say. */
const page = (body: string, head = "") =>
  `<!doctype html><html lang="en"><head>${head}<style>body{margin:0;font:16px/1.5 sans-serif}</style></head><body><main>${body}</main></body></html>`;

describe("layout gate", { timeout: 60_000 }, () => {
  const gate = useGateBrowser({ viewport: { width: 375, height: 640 } });

  it("reports a client's name and sector drawn as one word, as a list without its stylesheet is", async () => {
    await gate.page.setContent(
      page(
        `<ul style="list-style:none;padding:0"><li><span>Kwezi Steel Fabricators</span><span>Manufacturing</span></li></ul>`,
      ),
    );
    const report = await findLayoutProblems(gate.page);
    expect(report.unseparated).toEqual([
      expect.stringContaining("Fabricators"),
    ]);
    expect(report.unseparated[0]).toContain("Manufacturing");
  });

  it("reports a word broken between two letters, and lets an e-mail address wrap at its dot", async () => {
    await gate.page.setContent(
      page(
        `<p id="tile" style="width:60px;overflow-wrap:anywhere;text-transform:uppercase">Manufacturing</p>` +
          `<p style="width:110px;overflow-wrap:anywhere">info@<wbr>khanyisa<wbr>.example</p>`,
      ),
    );
    const report = await findLayoutProblems(gate.page);
    expect(report.brokenWords).toEqual([expect.stringContaining("<p#tile>")]);
  });

  it("reports running text set in a column a few letters wide", async () => {
    await gate.page.setContent(
      page(
        `<div style="display:flex"><p style="flex:1">A wide column of running text beside the panel.</p><p id="panel" style="width:70px">Every rand you spend with us counts.</p></div>`,
      ),
    );
    const report = await findLayoutProblems(gate.page);
    expect(report.squeezed).toEqual([expect.stringContaining("<p#panel>")]);
  });

  it("passes a page whose texts are separated, unbroken and set in readable columns", async () => {
    await gate.page.setContent(
      page(
        `<h1>Clients who trust us</h1><ul style="display:grid;gap:8px;list-style:none;padding:0"><li style="display:flex;flex-direction:column"><span>Kwezi Steel Fabricators</span><span>Manufacturing</span></li></ul><p>Every rand you spend with us counts towards your own scorecard.</p>`,
      ),
    );
    expect(await findLayoutProblems(gate.page)).toEqual({
      unseparated: [],
      brokenWords: [],
      squeezed: [],
    });
  });

  it("tells a page set out by its own stylesheet from the same page without it, element by element", async () => {
    const body = `<section><ul class="clients"><li>Kwezi Steel Fabricators</li></ul></section>`;
    await gate.page.setContent(page(body));
    const unstyled = await setOutOfMain(gate.page);
    await gate.page.setContent(
      page(body, `<style>.clients{display:grid;gap:12px;padding:0}</style>`),
    );
    const styled = await setOutOfMain(gate.page);

    expect(differencesInSetOut(styled, styled)).toEqual([]);
    expect(differencesInSetOut(styled, unstyled)).toEqual([
      expect.stringMatching(
        /^main>section:nth-child\(1\)>ul:nth-child\(1\) display grid → block, .*row-gap 12px → normal/,
      ),
    ]);
  });
});
