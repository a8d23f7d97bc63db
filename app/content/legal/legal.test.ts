import { describe, expect, it } from "vitest";

import cookiePolicyFile from "../../../content/legal/cookie-policy.json" with { type: "json" };
import { DEVICE_REPORTED_KEY } from "../../lib/analytics/device";
import { ANALYTICS_DEBUG_KEY } from "../../lib/analytics/providers/console";
import { SAVED_CONTACT_KEY } from "../../lib/contact-form/saved-contact";
import { CONSENT_STORAGE_KEY } from "../../lib/consent/consent";
import { contentFileProblems } from "../content-files";
import { identity } from "../identity";
import { pageFacts } from "../page-facts";
import { notAFact } from "../schema-parts";
import { legalDocumentSchema } from "../legal.schema";
import { legalDocuments } from "./all";
import { cookiePolicy } from "./cookie-policy";
import { legalLinks, legalSlugs, loadLegalDocument } from "./index";

/** The names in the first column of the cookie policy's tables: the keys it lists. */
const listedKeys = cookiePolicy.sections.flatMap(
  (section) => section.table?.rows.map((row) => row[0]) ?? [],
);

describe("legal documents", () => {
  it("are the documents of the footer, each loadable on its own, with its own slug and the link's title", async () => {
    expect(legalLinks.map((link) => link.slug)).toEqual([...legalSlugs]);
    for (const link of legalLinks) {
      const document = await loadLegalDocument(link.slug);
      expect(document).toBe(legalDocuments[link.slug]);
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

  it("the cookie policy lists every storage key the site's code writes", () => {
    for (const key of [
      CONSENT_STORAGE_KEY,
      DEVICE_REPORTED_KEY,
      ANALYTICS_DEBUG_KEY,
      SAVED_CONTACT_KEY,
      "react-router-scroll-positions",
    ]) {
      expect(listedKeys).toContain(key);
    }
  });

  it("the cookie policy lists the service worker's cache (cacheId in scripts/service-worker.mjs)", async () => {
    const { readFileSync } = await import("node:fs");
    const script = readFileSync("scripts/service-worker.mjs", "utf8");
    const cacheId = /cacheId: "([^"]+)"/.exec(script)?.[1];
    expect(cacheId).toBe("khanyisa");
    // Workbox names the precache `<cacheId>-precache-v2-<site address>`.
    expect(listedKeys).toContain(`${cacheId}-precache-v2-<site address>`);
  });

  it("the privacy policy covers what POPIA s18 requires", () => {
    const text = JSON.stringify(legalDocuments["privacy-policy"]);
    for (const required of [
      "responsible party",
      "Information Officer",
      "Transfers outside South Africa",
      "Information Regulator",
      "voluntary",
      "Your rights",
      "Who receives it",
    ]) {
      expect(text).toContain(required);
    }
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
