// @vitest-environment jsdom
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { iconNames } from "../app/components/ui/icon-names";
import { buildSprite, lucideIcons as lucide } from "./vite-plugin-icon-sprite";

const APP = path.resolve(import.meta.dirname, "../app");
const NAMES_FILE = path.join(APP, "components/ui/icon-names.ts");

const sprite = buildSprite(iconNames);
const spriteDocument = new DOMParser().parseFromString(sprite, "image/svg+xml");
const symbols = [...spriteDocument.querySelectorAll("svg > symbol")];

/** The modules that draw the pages (not tests) and the data files, whose text names the icons. */
function appSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return appSources(file);
    return /\.(tsx?|json)$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      file !== NAMES_FILE
      ? [file]
      : [];
  });
}
const sources = [
  ...appSources(path.join(APP, "components")),
  ...appSources(path.join(APP, "routes")),
  ...appSources(path.resolve(APP, "../content")),
  path.join(APP, "root.tsx"),
].map((file) => readFileSync(file, "utf8"));

describe("the icon sprite", () => {
  it("has one symbol for each icon the site names, and no other", () => {
    expect(symbols.map((symbol) => symbol.id)).toEqual([...iconNames]);
    expect(new Set(iconNames).size).toBe(iconNames.length);
  });

  it("draws each icon with Lucide's own shapes, on Lucide's 24-unit grid in the text colour", () => {
    for (const symbol of symbols) {
      expect(symbol.getAttribute("viewBox")).toBe("0 0 24 24");
      expect(symbol.getAttribute("fill")).toBe("none");
      expect(symbol.getAttribute("stroke")).toBe("currentColor");
      const shapes = [...symbol.children].map((shape) => [
        shape.tagName,
        Object.fromEntries(
          [...shape.attributes].map(({ name, value }) => [name, value]),
        ),
      ]);
      expect(shapes, symbol.id).toEqual(lucide[symbol.id]);
    }
  });

  it("lists only icons the site uses: each name appears in a module that draws it", () => {
    const unused = iconNames.filter(
      (name) => !sources.some((source) => source.includes(`"${name}"`)),
    );
    expect(unused).toEqual([]);
  });

  it("lists every icon a component names literally", () => {
    const named = new Set(
      sources.flatMap((source) =>
        [...source.matchAll(/<Icon\s+name="([^"]+)"/g)].map(
          (match) => match[1],
        ),
      ),
    );
    expect(named.size).toBeGreaterThan(0);
    expect(
      [...named].filter((name) => !iconNames.includes(name as never)),
    ).toEqual([]);
  });

  it("fails the build on a name Lucide does not have", () => {
    expect(() => buildSprite(["arrow-rihgt"])).toThrow(
      'Lucide has no icon named "arrow-rihgt".',
    );
  });
});
