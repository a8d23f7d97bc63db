import { readFileSync } from "node:fs";

/** app.css's `--color-*` tokens by name, for what the build paints outside the stylesheet. */
export function designColours(
  css = readFileSync(new URL("../app/styles/app.css", import.meta.url), "utf8"),
): Record<string, string> {
  return Object.fromEntries(
    Array.from(
      css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi),
      (m) => [m[1], m[2]],
    ),
  );
}

/** The `theme-color` meta's and the manifest's colour: the night token. */
export function themeColor(): string {
  const color = designColours().night;
  if (!color) throw new Error("app/styles/app.css has no --color-night");
  return color;
}
