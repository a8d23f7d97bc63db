import { caseStudies } from "../../app/content/case-studies";
import { contactDetails } from "../../app/content/contact";
import { CAPABILITY_STATEMENT } from "../../app/content/documents";
import { identity } from "../../app/content/identity";
import { services } from "../../app/content/services";
import {
  company,
  credentialDocument,
  credentials,
  labels,
  tendersEmail,
  type Credential,
} from "../../app/content/supplier-information";
import { formatLongDate } from "../../app/lib/dates";
import { capabilityStatement } from "./capability-statement.ts";
import {
  BODY,
  capitals,
  colours,
  CONTENT_WIDTH,
  MARGIN,
  newDocument,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  pdfBytes,
  pen,
  rule,
  unprintable,
} from "./pdf.ts";

// What the documents say, from the content modules as the pages read them (through Vite).

/** A credential's facts as a buyer checks them, each labelled with the page's own words. */
const credentialFacts = (credential: Credential) =>
  [
    [labels.issuer, credential.issuer],
    [labels.number, credential.number],
    [labels.level, credential.level],
    [
      labels.validFrom,
      credential.validFrom && formatLongDate(credential.validFrom),
    ],
    [labels.expires, credential.expires && formatLongDate(credential.expires)],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));

/** The site's address as a reader types it. */
const site = new URL(identity.siteUrl).host;

export const statement = {
  title: `${identity.name} capability statement`,
  company: {
    name: identity.name,
    legalName: identity.legalName,
    registrationNumber: identity.registrationNumber,
    mission: identity.mission,
    sizeBand: `${labels.sizeBand}: ${company.sizeBand}`,
    site,
  },
  keyFacts: [
    { value: `Level ${identity.bbbeeLevel}`, label: "B-BBEE contributor" },
    { value: String(identity.founded), label: "Founded" },
    { value: String(company.headcount), label: labels.headcount },
  ],
  services: services.map(({ title, description }) => ({ title, description })),
  results: caseStudies.map(({ title, client, highlight }) => ({
    title,
    client,
    highlight,
  })),
  credentialsHeading: labels.credentialsHeading,
  credentials: credentials.map((credential) => ({
    title: credential.name,
    facts: credentialFacts(credential),
  })),
  contactsHeading: labels.contactsHeading,
  contacts: [
    { label: contactDetails.phone, value: identity.phone.display },
    { label: contactDetails.email, value: identity.email },
    { label: labels.tenders, value: tendersEmail },
    {
      label: labels.informationOfficer,
      value: `${identity.informationOfficer.role}, ${identity.informationOfficer.email}`,
    },
    { label: labels.address, value: identity.address.display },
    { label: "Website", value: site },
  ],
};

/** A one-page stand-in for a credential's document, marked SPECIMEN so nobody takes it for it. */
function specimenDocument(credential: Credential): Promise<Buffer> {
  const doc = newDocument({
    Title: `${credential.name}: specimen`,
    Author: identity.legalName,
    Subject: `${labels.specimen}: stands in for the ${credential.name} until the document is uploaded`,
  });
  const mark = labels.specimen.toUpperCase();

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

  capitals(doc, credential.kind, [MARGIN, 86], 8, "brand-strong");
  pen(doc, 24, "ink", true).text(credential.name, MARGIN, 102, {
    width: CONTENT_WIDTH,
  });
  pen(doc, 10, "ink-soft").text(
    `${identity.legalName}  ·  Registration ${identity.registrationNumber}`,
    MARGIN,
    doc.y + 6,
    { width: CONTENT_WIDTH },
  );

  let y = doc.y + 28;
  for (const [label, value] of credentialFacts(credential)) {
    rule(doc, y);
    pen(doc, BODY, "ink-soft").text(label, MARGIN, y + 10, { width: 130 });
    pen(doc, 11, "ink").text(value, MARGIN + 140, y + 9, {
      width: CONTENT_WIDTH - 140,
    });
    y = Math.max(doc.y, y + 22) + 10;
  }
  rule(doc, y);
  pen(doc, BODY, "ink-soft").text(
    `The facts above are those the website states. Request the original from ${tendersEmail}.`,
    MARGIN,
    y + 14,
    { width: CONTENT_WIDTH },
  );
  return pdfBytes(doc);
}

/** Every document the build makes, by path; a character the fonts cannot print is a warning. */
export async function documents(): Promise<{ path: string; bytes: Buffer }[]> {
  // A credential's kind is one of the schema's words, not content.
  for (const character of unprintable(
    JSON.stringify([statement, labels.specimen]),
  ))
    console.warn(
      `documents: the PDFs' fonts have no “${character}” (U+${character.codePointAt(0)?.toString(16).toUpperCase().padStart(4, "0")}): it prints as another character; write it another way in the content.`,
    );
  return [
    { path: CAPABILITY_STATEMENT, bytes: await capabilityStatement(statement) },
    // A SPECIMEN stand-in at the address the page links for each credential not uploaded yet.
    ...(await Promise.all(
      credentials.flatMap((credential) => {
        const document = credentialDocument(credential);
        if (!document?.specimen) return [];
        const path = document.href;
        return specimenDocument(credential).then((bytes) => ({ path, bytes }));
      }),
    )),
  ];
}
