import type { specimens } from "./documents.ts";
import {
  BODY,
  colours,
  CONTENT_WIDTH,
  MARGIN,
  newDocument,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  pdfBytes,
  pen,
  rule,
} from "./pdf.ts";

type Specimen = (typeof specimens)[number];

/** A one-page stand-in for a credential's document, marked SPECIMEN so nobody takes it for it. */
export function specimenDocument(specimen: Specimen): Promise<Buffer> {
  const doc = newDocument({
    Title: specimen.title,
    Author: specimen.holder.name,
    Subject: `${specimen.specimenLabel}: stands in for the ${specimen.name} until the document is uploaded`,
  });
  const mark = specimen.specimenLabel.toUpperCase();

  // The watermark first, so the facts read over it.
  doc.save();
  doc.rotate(-50, { origin: [PAGE_WIDTH / 2, PAGE_HEIGHT / 2] });
  pen(doc, 110, "danger", true).fillOpacity(0.1);
  const width = doc.widthOfString(mark, { characterSpacing: 6 });
  doc.text(mark, (PAGE_WIDTH - width) / 2, PAGE_HEIGHT / 2 - 40, {
    characterSpacing: 6,
    lineBreak: false,
  });
  doc.restore();

  doc.rect(0, 0, PAGE_WIDTH, 40).fill(colours.danger);
  pen(doc, 10, "canvas", true).text(
    `${mark}  ·  Not a valid document: it stands in until the original is uploaded`,
    MARGIN,
    15,
    { width: CONTENT_WIDTH, align: "center", lineBreak: false },
  );

  pen(doc, 8, "brand-strong", true).text(
    specimen.kind.toUpperCase(),
    MARGIN,
    86,
    {
      characterSpacing: 1.4,
      lineBreak: false,
    },
  );
  pen(doc, 24, "ink", true).text(specimen.name, MARGIN, 102, {
    width: CONTENT_WIDTH,
  });
  pen(doc, 10, "ink-soft").text(
    `${specimen.holder.name}  ·  Registration ${specimen.holder.registrationNumber}`,
    MARGIN,
    doc.y + 6,
    { width: CONTENT_WIDTH },
  );

  let y = doc.y + 28;
  for (const [label, value] of specimen.facts) {
    rule(doc, y);
    pen(doc, BODY, "ink-soft").text(label, MARGIN, y + 10, { width: 130 });
    pen(doc, 11, "ink").text(value, MARGIN + 140, y + 9, {
      width: CONTENT_WIDTH - 140,
    });
    y = Math.max(doc.y, y + 22) + 10;
  }
  rule(doc, y);
  pen(doc, BODY, "ink-soft").text(
    `The facts above are those the website states. Request the original from ${specimen.requestFrom}.`,
    MARGIN,
    y + 14,
    { width: CONTENT_WIDTH },
  );
  return pdfBytes(doc);
}
