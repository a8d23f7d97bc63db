// @ts-check
/**
 * The raster images the site publishes and the SVG each is drawn from. Home screens need PNG and
 * social networks a raster share image: JPEG, which keeps the 1200 x 630 gradients under the
 * 100 KB image budget where PNG took 250 KB. The SVG sources are the originals. `npm run images`
 * renders them; a unit test checks each file is current (its "Source-SHA256" PNG tEXt entry or
 * JPEG comment) and of its size.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const projectRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "..",
);

/**
 * @typedef {{ source: string, output: string, width: number, height: number }} RasterImage
 * paths relative to the project
 */

/** @type {RasterImage[]} */
const brandImages = [
  {
    source: "design/share-image.svg",
    output: "public/images/share/khanyisa-digital.jpg",
    width: 1200,
    height: 630,
  },
  {
    source: "public/favicon.svg",
    output: "public/icons/favicon-16.png",
    width: 16,
    height: 16,
  },
  {
    source: "public/favicon.svg",
    output: "public/icons/favicon-32.png",
    width: 32,
    height: 32,
  },
  {
    source: "public/favicon.svg",
    output: "public/icons/icon-192.png",
    width: 192,
    height: 192,
  },
  {
    source: "public/favicon.svg",
    output: "public/icons/icon-512.png",
    width: 512,
    height: 512,
  },
  {
    source: "design/icon-maskable.svg",
    output: "public/icons/icon-maskable-512.png",
    width: 512,
    height: 512,
  },
  {
    source: "design/icon-maskable.svg",
    output: "public/apple-touch-icon.png",
    width: 180,
    height: 180,
  },
];

/** Every article cover drawn as SVG gets a JPEG twin beside it, for its share card. */
function articleCoverTwins() {
  const dir = path.join(projectRoot, "public", "images", "blog");
  return readdirSync(dir)
    .filter((name) => name.endsWith(".svg"))
    .sort()
    .map((name) => ({
      source: `public/images/blog/${name}`,
      output: `public/images/blog/${name.replace(/\.svg$/, ".jpg")}`,
      width: 1200,
      height: 630,
    }));
}

/**
 * Every case study's share card, drawn from its content as design/case-studies/<id>.svg by
 * scripts/images/case-study-cards.ts, as a JPEG the study's page names in its meta.
 */
function caseStudyCards() {
  const dir = path.join(projectRoot, "design", "case-studies");
  return readdirSync(dir)
    .filter((name) => name.endsWith(".svg"))
    .sort()
    .map((name) => ({
      source: `design/case-studies/${name}`,
      output: `public/images/case-studies/${name.replace(/\.svg$/, ".jpg")}`,
      width: 1200,
      height: 630,
    }));
}

/** @returns {RasterImage[]} */
export function rasterImages() {
  return [...brandImages, ...articleCoverTwins(), ...caseStudyCards()];
}

/** The favicon.ico, made of the 16 and 32 px PNGs. */
export const FAVICON_ICO = "public/favicon.ico";

/** @param {string} source path relative to the project */
export function sourceDigest(source) {
  return createHash("sha256")
    .update(readFileSync(path.join(projectRoot, source)))
    .digest("hex");
}
