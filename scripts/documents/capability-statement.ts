import { colours, fonts } from "./brand.ts";
import {
  BODY,
  CONTENT_WIDTH,
  MARGIN,
  newDocument,
  PAGE_HEIGHT,
  pdfBytes,
} from "./pdf.ts";
import type { statement } from "./statement-content.ts";

/** What the capability statement says, gathered from the content. */
type Statement = typeof statement;

const GUTTER = 24;
const COLUMN = (CONTENT_WIDTH - GUTTER) / 2;

/** The capability statement: one or two A4 pages, its text real text in the site's font. */
export function capabilityStatement(statement: Statement): Promise<Buffer> {
  const doc = newDocument({
    Title: statement.title,
    Author: statement.company.legalName,
    Subject: `${statement.company.name}: services, results, credentials and contacts`,
  });
  header(doc, statement);
  keyFacts(doc, statement.keyFacts, statement.company.sizeBand);
  mission(doc, statement.company.mission);
  services(doc, statement.services);
  results(doc, statement.results);
  credentials(doc, statement.credentialsHeading, statement.credentials);
  contacts(doc, statement.contactsHeading, statement.contacts);
  footers(doc, statement);
  return pdfBytes(doc);
}

type Doc = PDFKit.PDFDocument;

/** Where the running text ends: above the footer. */
const BOTTOM = PAGE_HEIGHT - 64;

/** Starts a new page when the next block (its height) would run into the footer. */
function makeRoom(doc: Doc, height: number) {
  if (doc.y + height <= BOTTOM) return;
  doc.addPage();
  doc.y = MARGIN;
}

/** A section's small capital label with a saffron rule before it. */
function sectionLabel(doc: Doc, text: string, spaceAfterwards = 10) {
  doc.y += 6;
  const y = doc.y;
  doc.rect(MARGIN, y + 2.5, 14, 2).fill(colours.accent);
  doc
    .font(fonts.bold, 7.5)
    .fillColor(colours["brand-strong"])
    .text(text.toUpperCase(), MARGIN + 22, y, {
      characterSpacing: 1.4,
      lineBreak: false,
    });
  doc.y = y + 9 + spaceAfterwards;
}

function header(doc: Doc, statement: Statement) {
  const height = 150;
  doc.rect(0, 0, doc.page.width, height).fill(colours.night);
  // The saffron of "Khanyisa", to shine: a band of light along the heading's edge.
  doc.rect(0, height - 4, doc.page.width, 4).fill(colours.accent);
  doc
    .font(fonts.bold, 8)
    .fillColor(colours.accent)
    .text("CAPABILITY STATEMENT", MARGIN, 46, {
      characterSpacing: 1.6,
      lineBreak: false,
    });
  doc
    .font(fonts.bold, 30)
    .fillColor(colours["on-night"])
    .text(statement.company.name, MARGIN, 60, { lineBreak: false });
  doc
    .font(fonts.regular, BODY)
    .fillColor(colours["on-night-soft"])
    .text(
      `${statement.company.legalName}  ·  Registration ${statement.company.registrationNumber}`,
      MARGIN,
      104,
      { lineBreak: false },
    );
  doc.fillColor(colours["on-night"]).text(statement.company.site, MARGIN, 104, {
    width: CONTENT_WIDTH,
    align: "right",
    lineBreak: false,
  });
  doc.y = height + 22;
}

function keyFacts(doc: Doc, facts: Statement["keyFacts"], sizeBand: string) {
  const top = doc.y;
  const width = CONTENT_WIDTH / facts.length;
  let bottom = top;
  facts.forEach((fact, index) => {
    const x = MARGIN + index * width + (index === 0 ? 0 : 14);
    const inner = width - (index === 0 ? 14 : 28);
    if (index > 0)
      doc
        .moveTo(MARGIN + index * width, top + 2)
        .lineTo(MARGIN + index * width, top + 40)
        .lineWidth(0.75)
        .stroke(colours.line);
    doc
      .font(fonts.bold, 19)
      .fillColor(colours.brand)
      .text(fact.value, x, top, { width: inner, lineBreak: false });
    doc
      .font(fonts.regular, 7.5)
      .fillColor(colours["ink-soft"])
      .text(fact.label, x, top + 26, { width: inner, lineGap: 1 });
    bottom = Math.max(bottom, doc.y);
  });
  doc
    .font(fonts.regular, BODY)
    .fillColor(colours["ink-soft"])
    .text(sizeBand, MARGIN, bottom + 14, { width: CONTENT_WIDTH });
  doc.y += 22;
}

function mission(doc: Doc, text: string) {
  sectionLabel(doc, "Mission", 6);
  doc
    .font(fonts.regular, 14)
    .fillColor(colours.ink)
    .text(text, MARGIN, doc.y, { width: CONTENT_WIDTH, lineGap: 2 });
  doc.y += 18;
}

function services(doc: Doc, list: Statement["services"]) {
  sectionLabel(doc, "Services");
  const itemHeight = (item: Statement["services"][number]) =>
    doc.font(fonts.bold, 10).heightOfString(item.title, { width: COLUMN }) +
    3 +
    doc
      .font(fonts.regular, BODY)
      .heightOfString(item.description, { width: COLUMN, lineGap: 1.2 });
  for (let index = 0; index < list.length; index += 2) {
    const row = list.slice(index, index + 2);
    const height = Math.max(...row.map(itemHeight));
    makeRoom(doc, height);
    const top = doc.y;
    row.forEach((item, column) => {
      const x = MARGIN + column * (COLUMN + GUTTER);
      doc
        .font(fonts.bold, 10)
        .fillColor(colours["brand-strong"])
        .text(item.title, x, top, { width: COLUMN });
      doc
        .font(fonts.regular, BODY)
        .fillColor(colours["ink-soft"])
        .text(item.description, x, doc.y + 3, { width: COLUMN, lineGap: 1.2 });
    });
    doc.y = top + height + 15;
  }
  doc.y += 6;
}

function results(doc: Doc, studies: Statement["results"]) {
  if (studies.length === 0) return;
  const PADDING = 14;
  const inner = COLUMN - 2 * PADDING - 3;
  const cardHeight = (study: Statement["results"][number]) =>
    PADDING +
    24 +
    doc
      .font(fonts.regular, 7.5)
      .heightOfString(study.highlight.label, { width: inner }) +
    8 +
    doc.font(fonts.bold, 8.5).heightOfString(study.title, { width: inner }) +
    2 +
    doc
      .font(fonts.regular, 7.5)
      .heightOfString(study.client, { width: inner }) +
    PADDING;
  makeRoom(doc, 40 + Math.max(...studies.slice(0, 2).map(cardHeight)));
  sectionLabel(doc, "Results");
  for (let index = 0; index < studies.length; index += 2) {
    const row = studies.slice(index, index + 2);
    const height = Math.max(...row.map(cardHeight));
    makeRoom(doc, height);
    const top = doc.y;
    row.forEach((study, column) => {
      const left = MARGIN + column * (COLUMN + GUTTER);
      const x = left + 3 + PADDING;
      doc.rect(left, top, COLUMN, height).fill(colours["brand-soft"]);
      doc.rect(left, top, 3, height).fill(colours.brand);
      figure(doc, study.highlight, x, top + PADDING);
      doc
        .font(fonts.regular, 7.5)
        .fillColor(colours["ink-soft"])
        .text(study.highlight.label, x, top + PADDING + 24, { width: inner });
      doc
        .font(fonts.bold, 8.5)
        .fillColor(colours.ink)
        .text(study.title, x, doc.y + 8, { width: inner });
      doc
        .font(fonts.regular, 7.5)
        .fillColor(colours["ink-soft"])
        .text(study.client, x, doc.y + 2, { width: inner });
    });
    doc.y = top + height + 10;
  }
  doc.y += 8;
}

/** A result set large; a before-and-after one reads "before → after", the arrow drawn. */
function figure(
  doc: Doc,
  metric: Statement["results"][number]["highlight"],
  x: number,
  y: number,
) {
  let left = x;
  doc.font(fonts.bold, 18);
  if (metric.from) {
    doc
      .fillColor(colours["ink-soft"])
      .text(metric.from, left, y, { lineBreak: false });
    left += doc.widthOfString(metric.from) + 5;
    // The font has no arrow glyph (fontsource's Latin subset), so the arrow is drawn.
    const middle = y + 8.5;
    doc
      .moveTo(left, middle)
      .lineTo(left + 11, middle)
      .moveTo(left + 7.5, middle - 3.5)
      .lineTo(left + 11, middle)
      .lineTo(left + 7.5, middle + 3.5)
      .lineWidth(1.1)
      .stroke(colours["ink-soft"]);
    left += 16;
  }
  doc
    .fillColor(colours.brand)
    .text(metric.value, left, y, { lineBreak: false });
}

function credentials(
  doc: Doc,
  heading: string,
  list: Statement["credentials"],
) {
  if (list.length === 0) return;
  // Each fact a row: its label in a narrow column, its value beside it.
  const LABEL = 84;
  const factHeight = ([label, value]: [string, string]) =>
    Math.max(
      doc.font(fonts.regular, 7).heightOfString(label, { width: LABEL - 6 }),
      doc
        .font(fonts.regular, 7.5)
        .heightOfString(value, { width: COLUMN - LABEL }),
    ) + 1.5;
  const itemHeight = (item: Statement["credentials"][number]) =>
    doc.font(fonts.bold, 9).heightOfString(item.title, { width: COLUMN }) +
    3 +
    item.facts.reduce((sum, fact) => sum + factHeight(fact), 0);
  makeRoom(doc, 60);
  sectionLabel(doc, heading);
  for (let index = 0; index < list.length; index += 2) {
    const row = list.slice(index, index + 2);
    const height = Math.max(...row.map(itemHeight));
    makeRoom(doc, height);
    const top = doc.y;
    row.forEach((item, column) => {
      const x = MARGIN + column * (COLUMN + GUTTER);
      doc
        .font(fonts.bold, 9)
        .fillColor(colours.ink)
        .text(item.title, x, top, { width: COLUMN });
      let y = doc.y + 3;
      for (const fact of item.facts) {
        const [label, value] = fact;
        doc
          .font(fonts.regular, 7)
          .fillColor(colours["ink-soft"])
          .text(label, x, y + 0.5, { width: LABEL - 6 });
        doc
          .font(fonts.regular, 7.5)
          .fillColor(colours.ink)
          .text(value, x + LABEL, y, { width: COLUMN - LABEL });
        y += factHeight(fact);
      }
    });
    doc.y = top + height + 12;
  }
  doc.y += 6;
}

function contacts(doc: Doc, heading: string, list: Statement["contacts"]) {
  const rows = Math.ceil(list.length / 2);
  const height = 30 + rows * 26;
  makeRoom(doc, height + 10);
  const top = doc.y;
  doc.rect(MARGIN, top, CONTENT_WIDTH, height).fill(colours.night);
  doc
    .font(fonts.bold, 7.5)
    .fillColor(colours.accent)
    .text(heading.toUpperCase(), MARGIN + 16, top + 12, {
      characterSpacing: 1.4,
      lineBreak: false,
    });
  list.forEach((contact, index) => {
    const x = MARGIN + 16 + (index % 2) * (COLUMN + GUTTER / 2);
    const y = top + 28 + Math.floor(index / 2) * 26;
    doc
      .font(fonts.regular, 7)
      .fillColor(colours["on-night-soft"])
      .text(contact.label, x, y, { lineBreak: false });
    doc
      .font(fonts.regular, 9)
      .fillColor(colours["on-night"])
      .text(contact.value, x, y + 9, { width: COLUMN - 16, lineBreak: false });
  });
  doc.y = top + height;
}

function footers(doc: Doc, statement: Statement) {
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page);
    const y = doc.page.height - 40;
    doc
      .moveTo(MARGIN, y - 8)
      .lineTo(MARGIN + CONTENT_WIDTH, y - 8)
      .lineWidth(0.5)
      .stroke(colours.line);
    doc
      .font(fonts.regular, 7)
      .fillColor(colours["ink-soft"])
      .text(
        `${statement.company.legalName}  ·  ${statement.company.site}`,
        MARGIN,
        y,
        { lineBreak: false },
      )
      .text(`Page ${page + 1} of ${count}`, MARGIN, y, {
        width: CONTENT_WIDTH,
        align: "right",
        lineBreak: false,
      });
  }
}
