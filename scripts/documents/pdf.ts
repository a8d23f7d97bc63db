import PDFDocument from "pdfkit";

import { colours, fonts, type Colours } from "./brand.ts";

/** A4 in points, as pdfkit measures it. */
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN = 48;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** The body text's size in points. */
export const BODY = 8.5;

export type Doc = PDFKit.PDFDocument;

/**
 * A new A4 document in South African English, its title shown by the reader instead of its file
 * name; pages kept until the end, for the footers' "Page 1 of 2".
 */
export function newDocument(info: PDFKit.DocumentInfo) {
  return new PDFDocument({
    size: "A4",
    // The layout places every block itself; the low bottom margin only keeps pdfkit from
    // starting a page of its own for the footer.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 16 },
    lang: "en-ZA",
    displayTitle: true,
    bufferPages: true,
    font: fonts.regular,
    info: { ...info, Creator: info.Author, CreationDate: creationDate() },
  });
}

/**
 * The day the build ran (or SOURCE_DATE_EPOCH's): pdfkit derives the file's ID from its
 * metadata, so the same content makes the same bytes all day, and a rebuild changes no file a
 * host or a visitor's cache holds.
 */
function creationDate() {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  const date = Number.isFinite(epoch) ? new Date(epoch * 1000) : new Date();
  return new Date(date.toISOString().slice(0, 10));
}

/** The document set to write in a size and colour, regular or bold. */
export const pen = (
  doc: Doc,
  size: number,
  colour: keyof Colours,
  bold = false,
) =>
  doc.font(bold ? fonts.bold : fonts.regular, size).fillColor(colours[colour]);

/** A horizontal rule across the page's text. */
export const rule = (doc: Doc, y: number, width = 0.5) =>
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(width)
    .stroke(colours.line);

/** The finished document's bytes. */
export function pdfBytes(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.end();
  return done;
}
