import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { identity } from "../../app/content/identity";
import { readJpeg } from "./jpeg.mjs";
import { readPng } from "./png.mjs";
import {
  FAVICON_ICO,
  projectRoot,
  rasterImages,
  sourceDigest,
} from "./raster-images.mjs";

const read = (file: string) => readFileSync(path.join(projectRoot, file));

describe("the committed raster images", () => {
  it.each(rasterImages().map((image) => [image.output, image] as const))(
    "%s is of its size and rendered from the current source",
    (_output, image) => {
      const file = read(image.output);
      const raster = image.output.endsWith(".jpg")
        ? readJpeg(file)
        : readPng(file);
      expect([raster.width, raster.height]).toEqual([
        image.width,
        image.height,
      ]);
      expect(
        raster.text["Source-SHA256"],
        `${image.source} changed since ${image.output} was rendered: run \`npm run images\``,
      ).toBe(sourceDigest(image.source));
    },
  );

  it("favicon.ico holds the 16 and 32 px icons", () => {
    const ico = read(FAVICON_ICO);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(2);
    expect([ico[6], ico[22]]).toEqual([16, 32]);
  });

  it("the share image names the company of the identity module", () => {
    expect(read("design/share-image.svg").toString()).toContain(
      `>${identity.name}<`,
    );
  });
});
