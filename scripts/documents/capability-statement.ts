import type { statement } from "./documents.ts";
import {
  BODY,
  capitals,
  colours,
  CONTENT_WIDTH,
  MARGIN,
  newDocument,
  PAGE_HEIGHT,
  pdfBytes,
  pen,
  rule,
  type Colours,
  type Doc,
} from "./pdf.ts";

type Statement = typeof statement;

const GUTTER = 24;
const COLUMN = (CONTENT_WIDTH - GUTTER) / 2;
/** Where the running text ends: above the footer. */
const BOTTOM = PAGE_HEIGHT - 64;

export function capabilityStatement(statement: Statement): Promise<Buffer> {
  const { company } = statement;
  const doc = newDocument({
    Title: statement.title,
    Author: company.legalName,
    Subject: `${company.name}: services, results, credentials and contacts`,
  });
  header(doc, company);
  keyFacts(doc, statement.keyFacts, company.sizeBand);
  sectionLabel(doc, "Mission", 6);
  pen(doc, 14, "ink").text(company.mission, MARGIN, doc.y, {
    width: CONTENT_WIDTH,
    lineGap: 2,
  });
  doc.y += 18;
  sectionLabel(doc, "Services");
  inColumns(doc, statement.services, 15, (item, x, y, draw) =>
    stack(doc, x, y, COLUMN, draw, [
      [item.title, 10, "brand-strong", true],
      [item.description, BODY, "ink-soft", false, 3, 1.2],
    ]),
  );
  results(doc, statement.results);
  credentials(doc, statement.credentialsHeading, statement.credentials);
  contacts(doc, statement.contactsHeading, statement.contacts);
  footers(doc, company);
  return pdfBytes(doc);
}

/** A text, its size, colour, boldness, space before it and between its lines. */
type Run = [string, number, keyof Colours, boolean?, number?, number?];

/** Writes runs of text one under another from (x, y), or only measures them: their height. */
function stack(
  doc: Doc,
  x: number,
  y: number,
  width: number,
  draw: boolean,
  runs: Run[],
) {
  let bottom = y;
  for (const [text, size, colour, bold, before = 0, lineGap] of runs) {
    pen(doc, size, colour, bold);
    if (draw) doc.text(text, x, bottom + before, { width, lineGap });
    bottom += before + doc.heightOfString(text, { width, lineGap });
  }
  return bottom - y;
}

function makeRoom(doc: Doc, height: number) {
  if (doc.y + height <= BOTTOM) return;
  doc.addPage();
  doc.y = MARGIN;
}

/** Draws an item at (x, y), the row's height tall, or only measures it: its height. */
type Cell<T> = (
  item: T,
  x: number,
  y: number,
  draw: boolean,
  height: number,
) => number;

/** Items two to a row, a row kept on one page. */
function inColumns<T>(doc: Doc, items: T[], gap: number, item: Cell<T>) {
  for (let index = 0; index < items.length; index += 2) {
    const row = items.slice(index, index + 2);
    const height = Math.max(...row.map((one) => item(one, 0, 0, false, 0)));
    makeRoom(doc, height);
    const top = doc.y;
    row.forEach((one, column) =>
      item(one, MARGIN + column * (COLUMN + GUTTER), top, true, height),
    );
    doc.y = top + height + gap;
  }
  doc.y += 6;
}

/** A section's small capital label with a saffron rule before it. */
function sectionLabel(doc: Doc, text: string, spaceAfterwards = 10) {
  doc.y += 6;
  const y = doc.y;
  doc.rect(MARGIN, y + 2.5, 14, 2).fill(colours.accent);
  capitals(doc, text, [MARGIN + 22, y], 7.5, "brand-strong");
  doc.y = y + 9 + spaceAfterwards;
}

function header(doc: Doc, company: Statement["company"]) {
  const height = 150;
  doc.rect(0, 0, doc.page.width, height).fill(colours.night);
  // The saffron of "Khanyisa", to shine: a band of light along the heading's edge.
  doc.rect(0, height - 4, doc.page.width, 4).fill(colours.accent);
  const line = { lineBreak: false };
  capitals(doc, "Capability statement", [MARGIN, 46], 8, "accent", 1.6);
  pen(doc, 30, "on-night", true).text(company.name, MARGIN, 60, line);
  const registration = `${company.legalName}  ·  Registration ${company.registrationNumber}`;
  pen(doc, BODY, "on-night-soft").text(registration, MARGIN, 104, line);
  pen(doc, BODY, "on-night").text(company.site, MARGIN, 104, {
    ...line,
    width: CONTENT_WIDTH,
    align: "right",
  });
  doc.y = height + 22;
}

function keyFacts(doc: Doc, facts: Statement["keyFacts"], sizeBand: string) {
  const top = doc.y;
  const width = CONTENT_WIDTH / facts.length;
  let bottom = top;
  facts.forEach((fact, index) => {
    const left = MARGIN + index * width;
    const inner = { width: width - (index === 0 ? 14 : 28) };
    if (index > 0)
      doc
        .moveTo(left, top + 2)
        .lineTo(left, top + 40)
        .lineWidth(0.75)
        .stroke(colours.line);
    const x = left + (index === 0 ? 0 : 14);
    pen(doc, 19, "brand", true).text(fact.value, x, top, inner);
    pen(doc, 7.5, "ink-soft").text(fact.label, x, top + 26, {
      ...inner,
      lineGap: 1,
    });
    bottom = Math.max(bottom, doc.y);
  });
  pen(doc, BODY, "ink-soft").text(sizeBand, MARGIN, bottom + 14, {
    width: CONTENT_WIDTH,
  });
  doc.y += 22;
}

function results(doc: Doc, studies: Statement["results"]) {
  if (studies.length === 0) return;
  const PADDING = 14;
  const inner = COLUMN - 2 * PADDING - 3;
  const card: Cell<Statement["results"][number]> = (
    study,
    left,
    top,
    draw,
    height,
  ) => {
    const x = left + 3 + PADDING;
    if (draw) {
      doc.rect(left, top, COLUMN, height).fill(colours["brand-soft"]);
      doc.rect(left, top, 3, height).fill(colours.brand);
      figure(doc, study.highlight, x, top + PADDING);
    }
    const y = top + PADDING + 24;
    const text = stack(doc, x, y, inner, draw, [
      [study.highlight.label, 7.5, "ink-soft"],
      [study.title, 8.5, "ink", true, 8],
      [study.client, 7.5, "ink-soft", false, 2],
    ]);
    return PADDING + 24 + text + PADDING;
  };
  makeRoom(
    doc,
    40 + Math.max(...studies.slice(0, 2).map((s) => card(s, 0, 0, false, 0))),
  );
  sectionLabel(doc, "Results");
  inColumns(doc, studies, 10, card);
  doc.y += 2;
}

/** A result set large; a before-and-after one reads "before → after", the arrow drawn. */
function figure(
  doc: Doc,
  metric: Statement["results"][number]["highlight"],
  x: number,
  y: number,
) {
  let left = x;
  const line = { lineBreak: false };
  if (metric.from) {
    pen(doc, 18, "ink-soft", true).text(metric.from, left, y, line);
    left += doc.widthOfString(metric.from) + 5;
    // The standard fonts have no arrow glyph, so the arrow is drawn.
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
  pen(doc, 18, "brand", true).text(metric.value, left, y, line);
}

function credentials(
  doc: Doc,
  heading: string,
  list: Statement["credentials"],
) {
  if (list.length === 0) return;
  // Each fact a row: its label in a narrow column, its value beside it.
  const LABEL = 84;
  makeRoom(doc, 60);
  sectionLabel(doc, heading);
  inColumns(doc, list, 12, (item, x, top, draw) => {
    let y = top + 3;
    y += stack(doc, x, top, COLUMN, draw, [[item.title, 9, "ink", true]]);
    for (const [label, value] of item.facts)
      y +=
        Math.max(
          stack(doc, x, y + 0.5, LABEL - 6, draw, [[label, 7, "ink-soft"]]),
          stack(doc, x + LABEL, y, COLUMN - LABEL, draw, [[value, 7.5, "ink"]]),
        ) + 1.5;
    return y - top;
  });
}

function contacts(doc: Doc, heading: string, list: Statement["contacts"]) {
  const height = 30 + Math.ceil(list.length / 2) * 26;
  makeRoom(doc, height + 10);
  const top = doc.y;
  doc.rect(MARGIN, top, CONTENT_WIDTH, height).fill(colours.night);
  capitals(doc, heading, [MARGIN + 16, top + 12], 7.5, "accent");
  list.forEach((contact, index) => {
    const x = MARGIN + 16 + (index % 2) * (COLUMN + GUTTER / 2);
    const y = top + 28 + Math.floor(index / 2) * 26;
    const line = { width: COLUMN - 16, lineBreak: false };
    pen(doc, 7, "on-night-soft").text(contact.label, x, y, line);
    pen(doc, 9, "on-night").text(contact.value, x, y + 9, line);
  });
  doc.y = top + height;
}

function footers(doc: Doc, company: Statement["company"]) {
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page);
    const y = doc.page.height - 40;
    const line = { width: CONTENT_WIDTH, lineBreak: false };
    rule(doc, y - 8);
    pen(doc, 7, "ink-soft")
      .text(`${company.legalName}  ·  ${company.site}`, MARGIN, y, line)
      .text(`Page ${page + 1} of ${count}`, MARGIN, y, {
        ...line,
        align: "right",
      });
  }
}
