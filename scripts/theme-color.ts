import { readFileSync } from "node:fs";

/**
 * The design tokens' colours, `--color-*` in app/styles/app.css, by name ("brand", "night"): what
 * the build paints outside the stylesheet (theme colour, drawn scenes, share cards) reads them
 * here, so a brand change in app.css reaches all of it.
 */
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

/**
 * The colour browsers paint around the site (the `theme-color` meta and the web manifest's
 * `theme_color`): the night token. Read once by the build's config and the tests' (`define`).
 */
export function themeColor(): string {
  const color = designColours().night;
  if (!color) throw new Error("app/styles/app.css has no --color-night");
  return color;
}
