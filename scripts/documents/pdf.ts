import { buffer } from "node:stream/consumers";

import PDFDocument from "pdfkit";

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

/** The standard fonts, embedded nowhere: fontkit cannot subset the site's variable WOFF2. */
const fonts = { regular: "Helvetica", bold: "Helvetica-Bold" } as const;

/** What the standard fonts print: WinAnsi, Windows code page 1252 (Latin-1, quotes, dashes, €, ™). */
const printable = new Set(
  new TextDecoder("windows-1252").decode(
    Uint8Array.from({ length: 256 - 32 }, (_, index) => index + 32),
  ),
);

/** The characters of a text the fonts have no glyph for (the PDF would print the wrong one). */
export const unprintable = (text: string): string[] => [
  ...new Set([...text].filter((character) => !printable.has(character))),
];

/** A4 in points, as pdfkit measures it. */
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN = 48;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
export const BODY = 8.5;

export type Doc = PDFKit.PDFDocument;

/** A new A4 document, titled, pages kept until the end for the footers' "Page 1 of 2". */
export function newDocument(info: PDFKit.DocumentInfo) {
  // The build's day (or SOURCE_DATE_EPOCH's): pdfkit derives the file's ID from its metadata.
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  const date = Number.isFinite(epoch) ? new Date(epoch * 1000) : new Date();
  return new PDFDocument({
    size: "A4",
    // The layout places every block; a low bottom margin keeps the footer off a page of its own.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 16 },
    lang: "en-ZA",
    displayTitle: true,
    bufferPages: true,
    font: fonts.regular,
    info: {
      ...info,
      Creator: info.Author,
      CreationDate: new Date(date.toISOString().slice(0, 10)),
    },
  });
}

export const pen = (
  doc: Doc,
  size: number,
  colour: keyof Colours,
  bold = false,
) =>
  doc.font(bold ? fonts.bold : fonts.regular, size).fillColor(colours[colour]);

/** A label in spaced capitals, on one line. */
export const capitals = (
  doc: Doc,
  text: string,
  [x, y]: [number, number],
  size: number,
  colour: keyof Colours,
  characterSpacing = 1.4,
) =>
  pen(doc, size, colour, true).text(text.toUpperCase(), x, y, {
    characterSpacing,
    lineBreak: false,
  });

export const rule = (doc: Doc, y: number) =>
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(0.5)
    .stroke(colours.line);

export function pdfBytes(doc: Doc) {
  const bytes = buffer(doc);
  doc.end();
  return bytes;
}
