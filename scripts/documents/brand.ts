import { designColours } from "../theme-color.ts";

/** The colour roles the documents use, each a `--color-<role>` token of app/styles/app.css. */
const ROLES = [
  "ink",
  "ink-soft",
  "canvas",
  "line",
  "brand",
  "brand-strong",
  "brand-soft",
  "accent",
  "danger",
  "night",
  "on-night",
  "on-night-soft",
] as const;

export type Colours = Record<(typeof ROLES)[number], string>;

/** The stylesheet's colour tokens (a missing one, or one not in hex, stops the build, named). */
export function coloursOf(css?: string): Colours {
  const tokens = designColours(css);
  for (const role of ROLES)
    if (!tokens[role])
      throw new Error(
        `app/styles/app.css: the documents need --color-${role} as a six-digit hex colour.`,
      );
  return tokens as Colours;
}

export const colours = coloursOf();

/**
 * The PDF's standard fonts, which every reader has, so nothing is embedded. Not the site's Plus
 * Jakarta Sans: the package ships it as a variable WOFF2 file only, and pdfkit's font library
 * (fontkit) subsets a WOFF2 file into empty glyphs and cannot set its weight.
 */
export const fonts = { regular: "Helvetica", bold: "Helvetica-Bold" } as const;

/**
 * The characters the standard fonts can print: their encoding, WinAnsi, is Windows code page
 * 1252 (Latin-1 with the typographic quotes, dashes, bullet, euro and trade mark sign).
 */
const printable = new Set(
  new TextDecoder("windows-1252").decode(
    Uint8Array.from({ length: 256 - 32 }, (_, index) => index + 32),
  ),
);

/** The characters of a text the fonts have no glyph for (the PDF would print the wrong one). */
export const unprintable = (text: string): string[] => [
  ...new Set([...text].filter((character) => !printable.has(character))),
];
