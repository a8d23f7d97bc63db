import { identity } from "./identity";

/**
 * Certificates, registrations and memberships, shown on /home. Only true facts from identity.ts
 * are filled in; an entry whose `detail` is null is not shown until the company supplies it
 * (a reference number, a membership), and `file` is an optional copy of the certificate under
 * /public for buyers to download.
 */
export interface Credential {
  id: string;
  kind: "Certificate" | "Ownership" | "Registration" | "Membership";
  title: string;
  /** The fact as a buyer checks it; null hides the entry. */
  detail: string | null;
  /** A copy of the certificate (PDF) under /public, or null. */
  file: string | null;
}

export const credentials = [
  {
    id: "bbbee",
    kind: "Certificate",
    title: `B-BBEE Level ${identity.bbbeeLevel} contributor`,
    detail: "135% procurement recognition",
    file: null,
  },
  {
    id: "ownership",
    kind: "Ownership",
    title: "100% black-owned, 100% female-owned",
    detail: "As stated on our B-BBEE certificate",
    file: null,
  },
  {
    id: "company",
    kind: "Registration",
    title: identity.legalName,
    detail: `Company registration ${identity.registrationNumber}`,
    file: null,
  },
  {
    id: "csd",
    kind: "Registration",
    title: "National Treasury Central Supplier Database",
    detail: null,
    file: null,
  },
] as const satisfies readonly Credential[];

/** The entries with a fact to show. */
export const shownCredentials = credentials.filter(
  (credential): credential is Extract<typeof credential, { detail: string }> =>
    credential.detail !== null,
);
