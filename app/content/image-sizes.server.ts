import { readFileSync } from "node:fs";
import path from "node:path";

import { imageSize } from "image-size";

import type { PixelSize } from "./schema-parts.ts";

/** A picture's path as the content names it: "/images/…" with a picture's extension. */
const PICTURE = /^\/[^\s?#]+\.(jpe?g|png|webp|svg)$/i;

/** The size of a picture under public/, from its file: the marketer picks it, the build sizes it. */
export function pixelSizeOf(publicDir: string, src: string): PixelSize {
  const { width, height } = imageSize(readFileSync(path.join(publicDir, src)));
  if (!width || !height)
    throw new Error(`${src}: the picture does not say its size`);
  return { width, height };
}

/** The content with each picture's `src` given its file's width and height, so nothing jumps. */
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
