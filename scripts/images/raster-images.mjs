// @ts-check
/**
 * The raster images the site publishes and the SVG each is drawn from. Home screens need PNG and
 * social networks a raster share image: JPEG, which keeps the 1200 x 630 gradients under the
 * 100 KB image budget where PNG took 250 KB. The SVG sources are the originals. `npm run images`
 * renders them and records in scripts/images/digests.json the SHA-256 of each file and of what
 * it was drawn from; a unit test reads that record to name any image that is missing or stale.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { projectRoot } from "../project-root.mjs";

/**
 * @typedef {{ source: string, output: string, width: number, height: number }} RasterImage
 * paths relative to the project
 */

/** @type {(source: string, output: string, size: number) => RasterImage} */
const icon = (source, output, size) => ({
  source,
  output,
  width: size,
  height: size,
});

/** @type {RasterImage[]} */
const brandImages = [
  {
    source: "design/share-image.svg",
    output: "public/images/share/khanyisa-digital.jpg",
    width: 1200,
    height: 630,
  },
  icon("public/favicon.svg", "public/icons/favicon-16.png", 16),
  icon("public/favicon.svg", "public/icons/favicon-32.png", 32),
  icon("public/favicon.svg", "public/icons/icon-192.png", 192),
  icon("public/favicon.svg", "public/icons/icon-512.png", 512),
  icon("design/icon-maskable.svg", "public/icons/icon-maskable-512.png", 512),
  icon("design/icon-maskable.svg", "public/apple-touch-icon.png", 180),
];

/**
 * A 1200 x 630 JPEG for each SVG of a folder, for share cards: each article cover drawn as SVG,
 * and each case study's card (drawn from its content by case-study-cards.ts).
 * @param {string} sources @param {string} outputs folders relative to the project
 * @returns {RasterImage[]}
 */
function shareCards(sources, outputs) {
  return readdirSync(path.join(projectRoot, sources))
    .filter((name) => name.endsWith(".svg"))
    .sort()
    .map((name) => ({
      source: `${sources}/${name}`,
      output: `${outputs}/${name.replace(/\.svg$/, ".jpg")}`,
      width: 1200,
      height: 630,
    }));
}

/** @returns {RasterImage[]} */
export function rasterImages() {
  return [
    ...brandImages,
    ...shareCards("public/images/blog", "public/images/blog"),
    ...shareCards("design/case-studies", "public/images/case-studies"),
  ];
}

/** The favicon.ico, made of the 16 and 32 px PNGs. */
export const FAVICON_ICO = "public/favicon.ico";
export const FAVICON_PNGS = [
  "public/icons/favicon-16.png",
  "public/icons/favicon-32.png",
];

/** The record of what `npm run images` wrote, committed with the images. */
export const DIGESTS_FILE = "scripts/images/digests.json";

/**
 * Each file `npm run images` writes, by path, with the SHA-256 of its bytes and of each file it
 * was made from, as they were when it was made.
 * @typedef {Record<string, { sha256: string, from: Record<string, string> }>} Digests
 */

/**
 * @param {string} file path relative to the project
 * @param {string} [root]
 */
function fileDigest(file, root = projectRoot) {
  return createHash("sha256")
    .update(readFileSync(path.join(root, file)))
    .digest("hex");
}

/**
 * Every file `npm run images` writes, with the files it is made from: each raster image from its
 * SVG, favicon.ico from the two small PNGs.
 * @returns {{ output: string, from: string[] }[]}
 */
export function renderedFiles() {
  return [
    ...rasterImages().map((image) => ({
      output: image.output,
      from: [image.source],
    })),
    { output: FAVICON_ICO, from: FAVICON_PNGS },
  ];
}

/**
 * The digests of the rendered files as they are now, to commit beside them.
 * @param {string} [root]
 * @returns {Digests}
 */
export function currentDigests(root = projectRoot) {
  return Object.fromEntries(
    renderedFiles().map(({ output, from }) => [
      output,
      {
        sha256: fileDigest(output, root),
        from: Object.fromEntries(
          from.map((file) => [file, fileDigest(file, root)]),
        ),
      },
    ]),
  );
}

/**
 * One line for each rendered file that is missing, was not written by `npm run images`, or was
 * made from a source that has changed since; empty when every file is current.
 * @param {Digests} digests the committed record
 * @param {string} [root]
 */
export function staleImages(digests, root = projectRoot) {
  const run = "run `npm run images`";
  return renderedFiles().flatMap(({ output, from }) => {
    const recorded = digests[output];
    if (!existsSync(path.join(root, output)))
      return [`${output} is missing: ${run}`];
    if (!recorded) return [`${output} is not in ${DIGESTS_FILE}: ${run}`];
    if (recorded.sha256 !== fileDigest(output, root))
      return [`${output} is not the file \`npm run images\` wrote: ${run}`];
    const changed = from.filter(
      (file) =>
        !existsSync(path.join(root, file)) ||
        recorded.from[file] !== fileDigest(file, root),
    );
    return changed.length
      ? [
          `${output} is stale: ${changed.join(", ")} changed since it was rendered; ${run}`,
        ]
      : [];
  });
}
