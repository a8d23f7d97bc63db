import { describe, expect, it } from "vitest";

import { specimenDocument } from "./documents";
import {
  credentialDocument,
  credentials,
  labels,
  shownExpiry,
} from "./supplier-information";

const [any] = credentials;
if (!any) throw new Error("no credential in content/supplier-information.json");

describe("a credential as the page shows it", () => {
  it("links the uploaded document, the build's specimen until then, and none when nothing is issued", () => {
    const uploaded = "/documents/uploads/credentials/certificate.pdf";
    expect(
      credentialDocument({ ...any, number: "0000", document: uploaded }),
    ).toEqual({ href: uploaded, specimen: false });
    expect(
      credentialDocument({ ...any, number: "0000", document: null }),
    ).toEqual({ href: specimenDocument(any.id), specimen: true });
    expect(
      credentialDocument({ ...any, number: null, document: null }),
    ).toBeNull();
  });

  it("says when it expires, that it does not, or that nothing is issued", () => {
    expect(shownExpiry({ ...any, expires: "2027-08-31" })).toBe(
      "31 August 2027",
    );
    expect(shownExpiry({ ...any, number: "0000", expires: null })).toBe(
      labels.noExpiry,
    );
    expect(shownExpiry({ ...any, number: null, expires: null })).toBe(
      labels.notApplicable,
    );
  });
});
