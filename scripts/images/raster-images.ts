/** The raster images and their SVGs; share images are JPEG (PNG took 250 KB of 100 KB). */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { projectRoot } from "../project-root.ts";

const image = (source: string, output: string, size?: number) => ({
  source,
  output,
  width: size ?? 1200,
  height: size ?? 630,
});

const shareCards = (sources: string, outputs: string) =>
  readdirSync(path.join(projectRoot, sources))
    .filter((name) => name.endsWith(".svg"))
    .sort()
    .map((name) =>
      image(
        `${sources}/${name}`,
        `${outputs}/${name.replace(/\.svg$/, ".jpg")}`,
      ),
    );

export const rasterImages = () => [
  image("design/share-image.svg", "public/images/share/khanyisa-digital.jpg"),
  ...[16, 32].map((size) =>
    image("public/favicon.svg", `public/icons/favicon-${size}.png`, size),
  ),
  ...[192, 512].map((size) =>
    image("public/favicon.svg", `public/icons/icon-${size}.png`, size),
  ),
  image("design/icon-maskable.svg", "public/icons/icon-maskable-512.png", 512),
  image("design/icon-maskable.svg", "public/apple-touch-icon.png", 180),
  ...shareCards("public/images/blog", "public/images/blog"),
  ...shareCards("design/case-studies", "public/images/case-studies"),
];

export const FAVICON_ICO = "public/favicon.ico";
export const FAVICON_PNGS = [16, 32].map(
  (size) => `public/icons/favicon-${size}.png`,
);

export const DIGESTS_FILE = "scripts/images/digests.json";

/** Each file `npm run images` writes: the SHA-256 of it and of its sources when it was made. */
export type Digests = ReturnType<typeof currentDigests>;

const fileDigest = (file: string, root: string) =>
  createHash("sha256")
    .update(readFileSync(path.join(root, file)))
    .digest("hex");

export const renderedFiles = () => [
  ...rasterImages().map(({ output, source }) => ({ output, from: [source] })),
  { output: FAVICON_ICO, from: FAVICON_PNGS },
];

export const currentDigests = (root = projectRoot) =>
  Object.fromEntries(
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

/** A line for each rendered file missing, edited, or made from a source changed since. */
export function staleImages(digests: Digests, root = projectRoot) {
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
