import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import {
  articleComponentNames,
  closingComponentName,
} from "../app/content/blog/article-components";
import {
  attributesOf,
  callout,
  callToAction,
  editorComponents,
  figure,
  statGrid,
} from "./editor-components";

const blogDir = path.resolve(import.meta.dirname, "../content/articles");
const bodies = readdirSync(blogDir)
  .filter((name) => name.endsWith(".mdx"))
  .map((name) => ({
    name,
    body: readFileSync(path.join(blogDir, name), "utf8"),
  }));

/** Every block of one component in the articles, from its opening tag at a line's start. */
function blocksOf(pattern: RegExp, body: string): RegExpMatchArray[] {
  const global = new RegExp(pattern.source.replace(/^\^/, "^"), "gm");
  return [...body.matchAll(global)];
}

describe("the editor's article components", () => {
  it("cover every component an article may use (Stat sits inside the grid)", () => {
    const tags = editorComponents.map(
      (component) => /^\^<(\w+)/.exec(component.pattern.source)?.[1],
    );
    expect(new Set([...tags, "Stat"])).toEqual(new Set(articleComponentNames));
    expect(tags).toContain(closingComponentName);
  });

  it("match from the start of a block, without the multiline flag (Decap refuses it)", () => {
    for (const component of editorComponents) {
      expect(component.pattern.source.startsWith("^")).toBe(true);
      expect(component.pattern.flags).not.toContain("m");
    }
  });

  it.each(editorComponents.map((component) => [component.label, component]))(
    "%s: reads every such block of the articles and writes it back unchanged",
    (_label, component) => {
      let seen = 0;
      for (const { name, body } of bodies)
        for (const match of blocksOf(component.pattern, body)) {
          seen += 1;
          const again = component.toBlock(component.fromBlock(match));
          expect(again, name).toBe(match[0]);
        }
      // Articles change; each component is used at least once today (a floor, not a count).
      expect(seen).toBeGreaterThan(0);
    },
  );

  it("writes a new block from the form in the form the build accepts", () => {
    expect(
      callToAction.toBlock({
        title: 'Plan your "next" step',
        label: "Talk to us",
        to: "",
        body: "One line.\nAnother line.",
      }),
    ).toBe(
      '<CallToAction title="Plan your “next” step" label="Talk to us" to="/contact">\n  One line.\n  Another line.\n</CallToAction>',
    );
    expect(callout.toBlock({ body: "Mind the gap." })).toBe(
      '<Callout tone="note">\n  Mind the gap.\n</Callout>',
    );
    expect(
      figure.toBlock({ caption: "Costs", table: "| a |\n| - |\n| 1 |" }),
    ).toBe('<Figure caption="Costs">\n\n| a |\n| - |\n| 1 |\n\n</Figure>');
    expect(
      statGrid.toBlock({ stats: [{ value: "85%", label: "fewer errors" }] }),
    ).toBe(
      '<StatGrid>\n  <Stat value="85%" label="fewer errors" />\n</StatGrid>',
    );
  });

  it("reads attributes in any order", () => {
    expect(attributesOf(' to="/x" title="T"')).toEqual({
      to: "/x",
      title: "T",
    });
  });
});
