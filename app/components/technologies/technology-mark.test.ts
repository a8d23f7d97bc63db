import { existsSync, readFileSync } from "node:fs";

import * as simpleIcons from "simple-icons";
import {
  siAngular,
  siDotnet,
  siKubernetes,
  siReact,
  siTypescript,
  type SimpleIcon,
} from "simple-icons";
import { describe, expect, it } from "vitest";

import {
  coreTechnologies,
  technologyItems,
  type TechnologyMark,
} from "../../content/technologies";
import { legibleMarkColour } from "../../lib/colour-contrast";
import { brandFiles, glyphs } from "./technology-logo";
import type { brandMarkFiles } from "./technology-mark";

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

const icons: Record<keyof typeof brandMarkFiles, SimpleIcon> = {
  angular: siAngular,
  dotnet: siDotnet,
  kubernetes: siKubernetes,
  react: siReact,
  typescript: siTypescript,
};

describe("the core cards' brand mark files", () => {
  for (const [mark, icon] of Object.entries(icons)) {
    it(`${mark}.svg draws simple-icons' path in a legible brand colour`, () => {
      const svg = readFileSync(
        new URL(`./marks/${mark}.svg`, import.meta.url),
        "utf8",
      );
      expect(svg).toContain('viewBox="0 0 24 24"');
      expect(/ d="([^"]+)"/.exec(svg)?.[1]).toBe(icon.path);
      expect(/ fill="([^"]+)"/.exec(svg)?.[1]).toBe(
        legibleMarkColour(`#${icon.hex}`, TILE, INK),
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

const iconsBySlug = new Map(
  Object.values(simpleIcons)
    .filter((value): value is SimpleIcon => typeof value === "object")
    .map((icon) => [icon.slug, icon]),
);
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

/**
 * Brands that simple-icons does not carry at their owners' request. They may never get a glyph
 * (a cloud for Azure and AWS alike reads as a wrong logo), only their own mark or a wordmark.
 */
const brandsWithoutFreeMarks =
  /\b(azure|aws|amazon|microsoft|mysql|sql server|power bi|visual studio)\b/i;

const isBrandMark = (mark: TechnologyMark): mark is keyof typeof brandFiles =>
  mark in brandFiles;

describe("every technology's mark", () => {
  for (const { title, mark } of shown) {
    if (isBrandMark(mark)) {
      it(`${title}: "${mark}" is simple-icons' mark of that brand, and its file is there`, () => {
        const icon = iconsBySlug.get(mark);
        expect(
          icon,
          `simple-icons has no "${mark}" any more: use the brand's own mark or "wordmark"`,
        ).toBeDefined();
        expect(
          normalise(title),
          `${title} is shown with the mark of ${icon?.title}`,
        ).toContain(normalise(icon?.title ?? mark));
        expect(
          existsSync(
            new URL(
              `../../../node_modules/simple-icons/icons/${mark}.svg`,
              import.meta.url,
            ),
          ),
        ).toBe(true);
      });
    } else {
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
        if (brandsWithoutFreeMarks.test(title))
          expect(mark, `${title} is a brand: its own mark or "wordmark"`).toBe(
            "wordmark",
          );
        else expect(Object.keys(glyphs)).toContain(mark);
      });
    }
  }

  it("Azure, AWS and MySQL are shown with a wordmark, never a stand-in drawing", () => {
    for (const title of ["Microsoft Azure", "Amazon Web Services", "MySQL"]) {
      const found = shown.find((technology) => technology.title === title);
      expect(found?.mark, title).toBe("wordmark");
    }
  });
});
