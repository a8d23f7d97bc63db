import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { designColours } from "./theme-color";
import { paintScene } from "./vite-plugin-scene-colours";

const APP = path.resolve(import.meta.dirname, "../app");
const scenes = ["assets/illustrations", "styles"].flatMap((folder) =>
  readdirSync(path.join(APP, folder))
    .filter((name) => name.endsWith(".svg"))
    .map((name) => path.join(APP, folder, name)),
);
const colours = designColours();

describe("the drawn scenes’ colours", () => {
  it.each(scenes)("%s names the design tokens, never a colour", (file) => {
    const svg = readFileSync(file, "utf8");
    expect(svg).toMatch(/var\(--color-brand\)/);
    expect(svg).not.toMatch(/#[0-9a-f]{3,8}\b|rgba?\(/i);
  });

  it.each(scenes)("%s is recoloured by a change of --color-brand", (file) => {
    const svg = readFileSync(file, "utf8");
    const painted = paintScene(svg, colours);
    const rebranded = paintScene(svg, { ...colours, brand: "#c0ffee" });
    expect(painted).toContain(colours.brand);
    expect(painted).not.toMatch(/var\(|color-mix\(/);
    expect(rebranded).not.toBe(painted);
    expect(rebranded).toContain("#c0ffee");
  });

  it("works out a shade between two tokens as srgb color-mix does", () => {
    expect(
      paintScene(
        'fill="color-mix(in srgb, var(--color-a) 25%, var(--color-b))"',
        {
          a: "#ffffff",
          b: "#000000",
        },
      ),
    ).toBe('fill="#404040"');
  });

  it("refuses a token app.css does not have", () => {
    expect(() => paintScene('fill="var(--color-nope)"', colours)).toThrow(
      "--color-nope",
    );
  });
});
