import {
  appendFileSync,
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";

import { imageSize } from "image-size";
import { beforeEach, describe, expect, it } from "vitest";

import { identity } from "../../app/content/identity";
import {
  currentDigests,
  DIGESTS_FILE,
  FAVICON_ICO,
  FAVICON_PNGS,
  rasterImages,
  renderedFiles,
  staleImages,
  type Digests,
} from "./raster-images.ts";
import { projectRoot } from "../project-root.ts";

const read = (file: string) => readFileSync(path.join(projectRoot, file));
const committed = JSON.parse(read(DIGESTS_FILE).toString("utf8")) as Digests;

describe("the committed raster images", () => {
  it.each(rasterImages().map((image) => [image.output, image] as const))(
    "%s is of its size",
    (_output, image) => {
      const { width, height } = imageSize(read(image.output));
      expect([width, height]).toEqual([image.width, image.height]);
    },
  );

  it("are each the file `npm run images` wrote from the current source", () => {
    expect(staleImages(committed)).toEqual([]);
  });

  it("favicon.ico holds the 16 and 32 px icons", () => {
    const ico = read(FAVICON_ICO);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(FAVICON_PNGS.length);
    expect([ico[6], ico[22]]).toEqual(
      FAVICON_PNGS.map((file) => imageSize(read(file)).width),
    );
  });

  it("the share image names the company of the identity module", () => {
    expect(read("design/share-image.svg").toString()).toContain(
      `>${identity.name}<`,
    );
  });
});

describe("staleImages", () => {
  // The record as `npm run images` would write it now; each test changes its own copy of every
  // rendered file and its sources, never the project's nor another test's.
  const digests = currentDigests();
  let root = "";
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "raster-images-"));
    for (const { output, from } of renderedFiles())
      for (const file of [output, ...from])
        cpSync(path.join(projectRoot, file), path.join(root, file));
    return () => rmSync(root, { recursive: true, force: true });
  });

  const card = rasterImages().find((image) =>
    image.output.startsWith("public/images/case-studies/"),
  );
  if (!card) throw new Error("No case study share card among the images.");

  it("names nothing when every file is as recorded", () => {
    expect(staleImages(digests, root)).toEqual([]);
  });

  it("names a share card whose source changed, a missing one and one not rendered", () => {
    appendFileSync(path.join(root, card.source), "<!-- edited -->\n");
    expect(staleImages(digests, root)).toEqual([
      `${card.output} is stale: ${card.source} changed since it was rendered; run \`npm run images\``,
    ]);
    rmSync(path.join(root, card.output));
    expect(staleImages(digests, root)).toEqual([
      `${card.output} is missing: run \`npm run images\``,
    ]);
    const others = Object.fromEntries(
      Object.entries(digests).filter(([output]) => output !== card.output),
    );
    cpSync(path.join(projectRoot, card.output), path.join(root, card.output));
    expect(staleImages(others, root)).toContain(
      `${card.output} is not in ${DIGESTS_FILE}: run \`npm run images\``,
    );
  });

  it("names a file changed by hand after it was rendered", () => {
    const [favicon16] = FAVICON_PNGS;
    if (!favicon16) throw new Error("No favicon PNG.");
    appendFileSync(path.join(root, favicon16), "x");
    expect(staleImages(digests, root)).toEqual(
      expect.arrayContaining([
        `${favicon16} is not the file \`npm run images\` wrote: run \`npm run images\``,
        `${FAVICON_ICO} is stale: ${favicon16} changed since it was rendered; run \`npm run images\``,
      ]),
    );
  });
});
