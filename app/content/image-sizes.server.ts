import { readFileSync } from "node:fs";
import path from "node:path";

import { imageSize } from "image-size";

import type { PixelSize } from "./schema-parts.ts";

/** A picture's path as the content names it: "/images/…" with a picture's extension. */
const PICTURE = /^\/[^\s?#]+\.(jpe?g|png|webp|svg)$/i;

/**
 * The size in pixels of a picture under public/, read from its file (an SVG's from its width and
 * height, else its viewBox): the marketer picks the picture, the build knows its size.
 */
export function pixelSizeOf(publicDir: string, src: string): PixelSize {
  const file = path.join(publicDir, src);
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    throw new Error(`${src}: no such picture under public/`);
  }
  const { width, height } = imageSize(bytes);
  if (!width || !height)
    throw new Error(`${src}: the picture does not say its size`);
  return { width, height };
}

/**
 * The content with each picture's size beside it: every group with a picture's `src` (an
 * article's cover, a case study's screen) gets the file's `width` and `height`, so the pages
 * draw it at its own size and nothing jumps while it loads.
 */
export function withPixelSizes<T>(value: T, publicDir: string): T {
  if (Array.isArray(value))
    return value.map((item: unknown) => withPixelSizes(item, publicDir)) as T;
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value).map(([key, item]) => [
    key,
    withPixelSizes(item, publicDir),
  ]);
  const { src } = value as { src?: unknown };
  if (typeof src === "string" && PICTURE.test(src))
    entries.push(...Object.entries(pixelSizeOf(publicDir, src)));
  return Object.fromEntries(entries) as T;
}
