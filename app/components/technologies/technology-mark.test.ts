import { existsSync, readFileSync } from "node:fs";

import Color from "color";
import * as simpleIcons from "simple-icons";
import brandFiles from "virtual:brand-marks";
import type { SimpleIcon } from "simple-icons";
import { describe, expect, it } from "vitest";

import { coreTechnologies, technologyItems } from "../../content/technologies";
import type { TechnologyMark } from "../../content/technologies/marks";
import technologiesFile from "../../../content/technologies.json" with { type: "json" };
import { contentFileProblems } from "../../content/content-files";
import { technologiesFileSchema } from "../../content/technologies.schema";
import { brandNames, coreMarks } from "../../content/technologies/marks";
import { glyphs } from "./technology-logo";

/** A colour token of the site's stylesheet: the marks sit on the canvas, pale ones in ink. */
function colourToken(name: string): string {
  const css = readFileSync(
    new URL("../../styles/app.css", import.meta.url),
    "utf8",
  );
  const value = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6});`).exec(
    css,
  )?.[1];
  if (!value) throw new Error(`app.css has no --color-${name} in hex.`);
  return value;
}
const TILE = colourToken("canvas");
const INK = colourToken("ink");

const iconsBySlug = new Map(
  Object.values(simpleIcons)
    .filter((value): value is SimpleIcon => typeof value === "object")
    .map((icon) => [icon.slug, icon]),
);

describe("the core cards' brand mark files", () => {
  for (const mark of coreMarks.filter((mark) => mark in brandNames)) {
    const icon = iconsBySlug.get(mark) as SimpleIcon;
    it(`${mark}.svg draws simple-icons' path in a legible brand colour`, () => {
      const svg = readFileSync(
        new URL(`./marks/${mark}.svg`, import.meta.url),
        "utf8",
      );
      expect(svg).toContain('viewBox="0 0 24 24"');
      expect(/ d="([^"]+)"/.exec(svg)?.[1]).toBe(icon.path);
      expect(/ fill="([^"]+)"/.exec(svg)?.[1]).toBe(
        // Its own colour where that keeps WCAG's 3:1 for meaningful graphics, else the ink.
        Color(`#${icon.hex}`).contrast(Color(TILE)) >= 3 ? `#${icon.hex}` : INK,
      );
    });
  }
});

/** Every technology on the page with the mark it is shown with, core cards and logo wall. */
const shown: { title: string; mark: TechnologyMark }[] = [
  ...coreTechnologies,
  ...technologyItems,
];

/** "Node.js" and "NODE JS" alike: lower case, letters and digits only. */
const normalise = (text: string) =>
  text.toLowerCase().replace(/[^a-z0-9]/g, "");

const iconTitles = new Set(
  [...iconsBySlug.values()].map((icon) => normalise(icon.title)),
);

/**
 * Brands with a simple-icons mark that we set as a wordmark on purpose, and why (decision 012).
 * Anything else simple-icons has must be shown with its own mark.
 */
const deliberateWordmarks: Record<string, string> = {
  MySQL:
    "the official mark is the MySQL wordmark under the dolphin: at tile size its letters are 4 px high",
};

const isBrandMark = (mark: TechnologyMark) => mark in brandNames;

describe("the brand marks", () => {
  for (const [mark, brand] of Object.entries(brandNames))
    it(`"${mark}" is simple-icons' mark of ${brand}, and its file is there`, () => {
      expect(
        iconsBySlug.get(mark)?.title,
        `simple-icons has no "${mark}" any more: use the brand's own mark or "wordmark"`,
      ).toBe(brand);
      expect(brandFiles[mark as keyof typeof brandNames]).toContain(
        `/${mark}.svg`,
      );
      expect(
        existsSync(
          new URL(
            `../../../node_modules/simple-icons/icons/${mark}.svg`,
            import.meta.url,
          ),
        ),
      ).toBe(true);
    });
});

describe("every technology's mark", () => {
  for (const { title, mark } of shown)
    if (!isBrandMark(mark))
      it(`${title}: "${mark}" is used only where simple-icons has no mark to show`, () => {
        const reason = deliberateWordmarks[title];
        if (reason) {
          expect(mark, reason).toBe("wordmark");
          return;
        }
        expect(
          iconTitles.has(normalise(title)),
          `simple-icons has a mark for ${title}: show it instead of "${mark}"`,
        ).toBe(false);
        if (mark !== "wordmark") expect(Object.keys(glyphs)).toContain(mark);
      });
});

describe("the technologies' schema", () => {
  const file = "content/technologies.json";
  const problemsWith = (change: (data: typeof technologiesFile) => void) => {
    const data = structuredClone(technologiesFile);
    change(data);
    return contentFileProblems(
      file,
      JSON.stringify(data),
      technologiesFileSchema,
    ).join("\n");
  };

  it("refuses another brand's logo on a technology", () => {
    const title =
      technologiesFile.toolbox.groups.infrastructure.items[0]?.title ?? "";
    const [mark, brand] =
      Object.entries(brandNames).find(
        ([, name]) => !normalise(title).includes(normalise(name)),
      ) ?? [];
    expect(
      problemsWith((data) => {
        const item = data.toolbox.groups.infrastructure.items[0];
        if (item) item.mark = mark as (typeof item)["mark"];
      }),
    ).toContain(`“${mark}” is the logo of ${brand}`);
  });

  it("refuses a glyph for a brand whose logo the site may not show", () => {
    expect(
      problemsWith((data) => {
        const item = data.toolbox.groups.infrastructure.items[0];
        if (item)
          Object.assign(item, { title: "Microsoft Azure", mark: "cloud" });
      }),
    ).toContain("Microsoft Azure is a brand whose logo the site may not show");
  });
});
