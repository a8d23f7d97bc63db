import { readFileSync } from "node:fs";

import {
  siAngular,
  siDotnet,
  siKubernetes,
  siReact,
  siTypescript,
  type SimpleIcon,
} from "simple-icons";
import { describe, expect, it } from "vitest";

import { legibleMarkColour } from "../../lib/colour-contrast";
import { type brandMarkFiles, INK, TILE } from "./technology-mark";

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
