import { readFileSync } from "node:fs";

/**
 * The colour browsers paint around the site (the `theme-color` meta and the web manifest's
 * `theme_color`): the design tokens' night colour, `--color-night` in app/styles/app.css, so a
 * brand change there reaches them. Read once by the build's config and the tests' (`define`).
 */
export function themeColor(): string {
  const css = readFileSync(
    new URL("../app/styles/app.css", import.meta.url),
    "utf8",
  );
  const color = /--color-night:\s*(#[0-9a-f]{3,8})\s*;/i.exec(css)?.[1];
  if (!color) throw new Error("app/styles/app.css has no --color-night");
  return color;
}
