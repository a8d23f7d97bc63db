import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api";
import { beforeAll, describe, expect, it } from "vitest";

import { caseStudies } from "../../app/content/case-studies";
import { CAPABILITY_STATEMENT } from "../../app/content/documents";
import { identity } from "../../app/content/identity";
import { services } from "../../app/content/services";
import {
  credentialDocument,
  credentials,
  labels,
  tendersEmail,
} from "../../app/content/supplier-information";
import { coloursOf, unprintable } from "./pdf.ts";
import { documents } from "./documents.ts";

/** A4 in points. */
const A4 = { width: 595.28, height: 841.89 };

/** A PDF as a reader gets it: its text (lines joined, hyphen breaks closed), pages and metadata. */
async function read(bytes: Buffer) {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    verbosity: 0,
  }).promise;
  const pages = await Promise.all(
    Array.from({ length: pdf.numPages }, (_, index) => pdf.getPage(index + 1)),
  );
  const items = (
    await Promise.all(pages.map((page) => page.getTextContent()))
  ).flatMap((content) =>
    content.items.filter((item): item is TextItem => "str" in item),
  );
  const text = items
    .map((item) => item.str)
    .reduce((all, part) => (all.endsWith("-") ? all + part : `${all} ${part}`))
    .replace(/\s+/g, " ");
  const { info } = (await pdf.getMetadata()) as {
    info: Record<string, string>;
  };
  return {
    text,
    info,
    sizes: pages.map((page) => {
      const [, , width, height] = page.view;
      return { width, height };
    }),
  };
}

let made: Awaited<ReturnType<typeof documents>>;
beforeAll(async () => {
  made = await documents();
});
const documentAt = (path: string) => {
  const document = made.find((entry) => entry.path === path);
  if (!document) throw new Error(`No document made at ${path}`);
  return document.bytes;
};

describe("the capability statement", () => {
  it("states the company's facts, services, results, credentials and contacts", async () => {
    const { text } = await read(documentAt(CAPABILITY_STATEMENT));
    for (const fact of [
      identity.name,
      identity.legalName,
      identity.registrationNumber,
      `Level ${identity.bbbeeLevel}`,
      String(identity.founded),
      identity.mission,
      identity.email,
      identity.phone.display,
      identity.address.display,
      tendersEmail,
      ...services.map((service) => service.title),
      ...caseStudies.flatMap((study) => [
        study.title,
        study.highlight.value,
        study.highlight.label,
        ...(study.highlight.from ? [study.highlight.from] : []),
      ]),
      ...credentials.flatMap((credential) => [
        credential.name,
        credential.number ?? credential.name,
      ]),
    ])
      expect(text).toContain(fact);
  });

  it("is one or two A4 pages with its title, author and language", async () => {
    const bytes = documentAt(CAPABILITY_STATEMENT);
    const { info, sizes } = await read(bytes);
    expect(info.Title).toBe(`${identity.name} capability statement`);
    expect(info.Author).toBe(identity.legalName);
    expect(info.Language).toBe("en-ZA");
    expect(sizes.length).toBeGreaterThanOrEqual(1);
    expect(sizes.length).toBeLessThanOrEqual(2);
    for (const size of sizes) {
      expect(size.width).toBeCloseTo(A4.width, 0);
      expect(size.height).toBeCloseTo(A4.height, 0);
    }
  });

  it("is the same bytes when made again from the same content", async () => {
    const digests = (list: typeof made) =>
      list.map((document) => [
        document.path,
        createHash("sha256").update(document.bytes).digest("hex"),
      ]);
    expect(digests(await documents())).toEqual(digests(made));
  });
});

describe("the credentials' specimens", () => {
  it("stand in, marked SPECIMEN, for each credential with a number and no uploaded document", async () => {
    const standIns = credentials.flatMap((credential) => {
      const document = credentialDocument(credential);
      return document?.specimen ? [{ credential, path: document.href }] : [];
    });
    expect(made.map((document) => document.path).sort()).toEqual(
      [CAPABILITY_STATEMENT, ...standIns.map((entry) => entry.path)].sort(),
    );
    for (const { credential, path } of standIns) {
      const { text, info, sizes } = await read(documentAt(path));
      expect(text).toContain(labels.specimen.toUpperCase());
      expect(text).toContain(credential.name);
      expect(text).toContain(credential.number);
      expect(text).toContain(identity.legalName);
      expect(info.Author).toBe(identity.legalName);
      expect(sizes).toHaveLength(1);
    }
  });
});

describe("the documents' look and letters", () => {
  it("takes each colour from the stylesheet's tokens, and names a missing one", () => {
    const css = readFileSync("app/styles/app.css", "utf8");
    const ink = /--color-ink:\s*(#[0-9a-fA-F]{6})/.exec(css)?.[1];
    expect(coloursOf(css).ink).toBe(ink);
    expect(() =>
      coloursOf(css.replaceAll("--color-night:", "--color-gone:")),
    ).toThrow(/--color-night/);
  });

  it("finds the characters the PDFs' fonts cannot print", () => {
    expect(
      unprintable("“42%” – 99.8% · R10 million–R50 million, €, ™"),
    ).toEqual([]);
    expect(unprintable("42% → 99.8%, Łódź")).toEqual(["→", "Ł", "ź"]);
  });
});
