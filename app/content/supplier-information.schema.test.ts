import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import file from "../../content/supplier-information.json" with { type: "json" };
import { contentFileProblems } from "./content-files";
import {
  EXPIRY_WARNING_DAYS,
  expiringSoon,
  expiryWarning,
  supplierInformationSchema,
  type Credential,
} from "./supplier-information.schema";

const FILE = "content/supplier-information.json";

/**
 * The shipped file with its first credential given this expiry date, and the others none: the
 * clock below is set to a date of its own, which the content's dates must not depend on.
 */
function withExpiry(expires: string) {
  const [first, ...rest] = file.credentials;
  return {
    ...file,
    credentials: [
      { ...first, validFrom: null, expires },
      ...rest.map((credential) => ({ ...credential, expires: null })),
    ],
  };
}
const first = file.credentials[0] as Credential;

/** What the build says about the file, at the date the clock is set to. */
const problems = (data: unknown) =>
  contentFileProblems(FILE, JSON.stringify(data), supplierInformationSchema);

describe("a credential's expiry", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2027-03-10T08:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("fails the build once the date has passed, saying when and what to do", () => {
    expect(problems(withExpiry("2027-03-09"))).toEqual([
      `${FILE}: field credentials[0] (${first.name}).expires: This credential expired on 9 March 2027. A buyer rejects an expired certificate: enter the renewed document and its dates, or remove the credential.`,
    ]);
  });

  it("holds on its last day", () => {
    expect(problems(withExpiry("2027-03-10"))).toEqual([]);
  });

  it("warns within 60 days of expiry, and not before", () => {
    const inDays = (days: number) =>
      new Date(Date.UTC(2027, 2, 10 + days)).toISOString().slice(0, 10);
    const soon = supplierInformationSchema.parse(
      withExpiry(inDays(EXPIRY_WARNING_DAYS)),
    ).credentials;
    expect(problems(withExpiry(inDays(EXPIRY_WARNING_DAYS)))).toEqual([]);
    const warned = expiringSoon(soon).filter(
      (entry) => entry.credential.id === first.id,
    );
    expect(warned.map((entry) => entry.daysLeft)).toEqual([
      EXPIRY_WARNING_DAYS,
    ]);
    expect(warned.map(expiryWarning)[0]).toContain(
      `expires on 9 May 2027, in ${EXPIRY_WARNING_DAYS} days`,
    );

    const later = supplierInformationSchema.parse(
      withExpiry(inDays(EXPIRY_WARNING_DAYS + 1)),
    ).credentials;
    expect(
      expiringSoon(later).some((entry) => entry.credential.id === first.id),
    ).toBe(false);
  });

  it("is not asked of a credential that does not expire", () => {
    const data = supplierInformationSchema.parse(withExpiry("2099-01-01"));
    const lasting = data.credentials.map((credential) => ({
      ...credential,
      expires: null,
    }));
    expect(expiringSoon(lasting)).toEqual([]);
  });

  it("comes after the date it took effect", () => {
    const [one] = file.credentials;
    expect(
      problems({
        ...file,
        credentials: [
          { ...one, validFrom: "2027-06-01", expires: "2027-05-31" },
          ...withExpiry("2027-05-31").credentials.slice(1),
        ],
      }),
    ).toEqual([
      `${FILE}: field credentials[0] (${first.name}).expires: The expiry date must come after the “valid from” date.`,
    ]);
  });
});

describe("a credential's document", () => {
  it("is a PDF, and only for a credential with a number", () => {
    const [one, ...rest] = file.credentials;
    expect(
      problems({
        ...file,
        credentials: [
          { ...one, document: "/documents/uploads/a.docx" },
          ...rest,
        ],
      }),
    ).toEqual([
      `${FILE}: field credentials[0] (${first.name}).document: Choose a PDF file (.pdf).`,
    ]);
    expect(
      problems({
        ...file,
        credentials: [
          { ...one, number: null, document: "/documents/uploads/a.PDF" },
          ...rest,
        ],
      }),
    ).toEqual([
      `${FILE}: field credentials[0] (${first.name}).document: A document needs the number it carries: fill in the number, or remove the document.`,
    ]);
  });

  it("names each credential once", () => {
    const [one, ...rest] = file.credentials;
    expect(problems({ ...file, credentials: [one, ...rest, one] })).toEqual([
      `${FILE}: field credentials[${file.credentials.length}] (${first.name}).id: The ID “${first.id}” is used twice: give each credential its own.`,
    ]);
  });
});
