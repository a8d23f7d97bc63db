import { describe, expect, it } from "vitest";

import { DEVICE_REPORTED_KEY } from "../../lib/analytics/device";
import { ANALYTICS_DEBUG_KEY } from "../../lib/analytics/providers/console";
import { SAVED_CONTACT_KEY } from "../../lib/contact-form/saved-contact";
import { CONSENT_STORAGE_KEY } from "../../lib/consent/consent";
import { legalDocuments } from "./all";
import { storageTable } from "./cookie-policy";
import {
  LEGAL_LAST_UPDATED,
  legalLinks,
  legalSlugs,
  loadLegalDocument,
} from "./index";

describe("legal documents", () => {
  it("are the four documents, each loadable on its own, dated as the spec says", async () => {
    expect(legalLinks.map((link) => link.slug)).toEqual([...legalSlugs]);
    for (const slug of legalSlugs) {
      const document = await loadLegalDocument(slug);
      expect(document).toBe(legalDocuments[slug]);
      expect(document.lastUpdated).toBe("2025-09-19");
      expect(document.lastUpdated).toBe(LEGAL_LAST_UPDATED);
      expect(document.sections.length).toBeGreaterThan(2);
    }
  });

  it("the cookie policy lists every storage key the site's code writes", () => {
    const listed = storageTable.rows.map((row) => row[0]);
    for (const key of [
      CONSENT_STORAGE_KEY,
      DEVICE_REPORTED_KEY,
      ANALYTICS_DEBUG_KEY,
      SAVED_CONTACT_KEY,
      "react-router-scroll-positions",
    ]) {
      expect(listed).toContain(key);
    }
  });

  it("the cookie policy lists the service worker's cache (cacheId in scripts/service-worker.mjs)", async () => {
    const { readFileSync } = await import("node:fs");
    const script = readFileSync("scripts/service-worker.mjs", "utf8");
    const cacheId = /cacheId: "([^"]+)"/.exec(script)?.[1];
    expect(cacheId).toBe("khanyisa");
    // Workbox names the precache `<cacheId>-precache-v2-<scope>`.
    expect(storageTable.rows.map((row) => row[0])).toContain(
      `${cacheId}-precache-v2-<site address>`,
    );
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
