import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import cookiePolicyFile from "../../../content/legal/cookie-policy.json" with { type: "json" };
import { contentFileProblems } from "../content-files";
import { identity } from "../identity";
import { pageFacts } from "../facts";
import { notAFact } from "../schema-parts";
import privacyPolicyFile from "../../../content/legal/privacy-policy.json" with { type: "json" };
import {
  cookiePolicySchema,
  legalDocumentSchema,
  privacyPolicySchema,
} from "../legal.schema";
import { legalDocuments } from "./all";
import { legalLinks, legalSlugs, loadLegalDocument } from "./index";
import { SERVICE_WORKER_CACHE_ID, storedKeys } from "./stored-keys";

describe("legal documents", () => {
  it("are the documents of the footer, each loadable on its own, with its own slug and the link's title", async () => {
    expect(legalLinks.map((link) => link.slug)).toEqual([...legalSlugs]);
    for (const link of legalLinks) {
      const document = await loadLegalDocument(link.slug);
      expect(document).toEqual(legalDocuments[link.slug]);
      expect(document.slug).toBe(link.slug);
      expect(
        document.title,
        "the footer's link is named by the document's title, derived by the build",
      ).toBe(link.title);
      expect(document.sections.length).toBeGreaterThan(2);
    }
  });

  it("state the company's facts from identity.ts, with no {token} left unfilled", () => {
    const text = JSON.stringify(legalDocuments);
    expect(text).not.toMatch(/\{\w+\}/);
    expect(JSON.stringify(legalDocuments["privacy-policy"])).toContain(
      `The responsible party is ${identity.legalName}, registration number ${identity.registrationNumber}, ${identity.address.display}`,
    );
    expect(JSON.stringify(legalDocuments["privacy-policy"])).toContain(
      `our ${identity.informationOfficer.role}, who can be reached at ${identity.informationOfficer.email}`,
    );
  });

  it("the service worker's cache is the one the cookie policy must list (cacheId in scripts/service-worker.ts)", () => {
    const script = readFileSync("scripts/service-worker.ts", "utf8");
    expect(/cacheId: "([^"]+)"/.exec(script)?.[1]).toBe(
      SERVICE_WORKER_CACHE_ID,
    );
  });

  it("the terms cap liability at the fees paid in the previous 12 months", () => {
    expect(JSON.stringify(legalDocuments["terms-of-use"])).toMatch(
      /limited to the fees you paid to us for that service in the 12 months before/,
    );
  });
});

describe("a legal document's schema", () => {
  const file = "content/legal/cookie-policy.json";
  const check = (data: unknown) =>
    contentFileProblems(file, JSON.stringify(data), legalDocumentSchema);

  it("accepts the shipped file", () => {
    expect(check(cookiePolicyFile)).toEqual([]);
  });

  it("names the field: a date that is not one, a table row short of a cell, an unknown token, an empty section", () => {
    const broken = structuredClone(cookiePolicyFile) as {
      lastUpdated: string;
      summary: string;
      sections: {
        heading: string;
        paragraphs?: string[];
        table?: { rows: string[][] };
      }[];
    };
    broken.lastUpdated = "2025-02-30";
    broken.summary = "How {company} uses cookies.";
    const tableSection = broken.sections.findIndex((section) => section.table);
    broken.sections[tableSection]?.table?.rows[0]?.pop();
    broken.sections.push({ heading: "Empty" });
    expect(check(broken)).toEqual([
      `${file}: field lastUpdated: not a real date`,
      `${file}: field summary: ${notAFact("company", pageFacts)}`,
      `${file}: field sections[${tableSection}].table.rows: each row has one cell per column`,
      `${file}: field sections[${broken.sections.length - 1}]: a section needs paragraphs, a list or a table`,
    ]);
  });
});

describe("the cookie and privacy policies' schemas", () => {
  it("refuse a cookie policy that no longer lists a name the site stores", () => {
    const [key] = storedKeys;
    const broken = structuredClone(cookiePolicyFile);
    for (const section of broken.sections)
      if (section.table)
        section.table.rows = section.table.rows.filter((row) => row[0] !== key);
    expect(
      contentFileProblems(
        "content/legal/cookie-policy.json",
        JSON.stringify(broken),
        cookiePolicySchema,
      ).join("\n"),
    ).toContain(`The site stores “${key}” in the visitor’s browser`);
  });

  it("refuse a privacy policy that drops what POPIA s18 requires", () => {
    const broken = JSON.stringify(privacyPolicyFile).replace(
      /your rights/gi,
      "What you may ask",
    );
    expect(
      contentFileProblems(
        "content/legal/privacy-policy.json",
        broken,
        privacyPolicySchema,
      ).join("\n"),
    ).toContain(
      "POPIA (section 18) requires the privacy policy to say the visitor’s rights",
    );
  });
});
