import PDFDocument from "pdfkit";

import { fonts } from "./brand.ts";

/** A4 in points, as pdfkit measures it. */
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN = 48;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** The body text's size in points. */
export const BODY = 8.5;

/**
 * A new A4 document in South African English, its title shown by the reader
 * instead of its file name. Each page is kept until the end, for the footers' "Page 1 of 2".
 */
export function newDocument(info: PDFKit.DocumentInfo) {
  const doc = new PDFDocument({
    size: "A4",
    // The layout places every block itself; the low bottom margin only keeps pdfkit from
    // starting a page of its own for the footer.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 16 },
    lang: "en-ZA",
    displayTitle: true,
    bufferPages: true,
    info: { ...info, Creator: info.Author, CreationDate: creationDate() },
  });
  doc.font(fonts.regular);
  return doc;
}

/**
 * The day the build ran (or SOURCE_DATE_EPOCH's, the reproducible-builds convention): pdfkit
 * derives the file's ID from its metadata, so the same content makes the same bytes all day, and
 * a rebuild changes no file a host or a visitor's cache holds.
 */
function creationDate() {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  const date = Number.isFinite(epoch) ? new Date(epoch * 1000) : new Date();
  return new Date(date.toISOString().slice(0, 10));
}

/** The finished document's bytes. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.end();
  return done;
}
