import { z } from "zod";

import { formatLongDate } from "../lib/dates.ts";
import {
  button,
  documentPath,
  heading,
  sentenceCase,
  slug,
  text,
  textWithFacts,
} from "./schema-parts.ts";

/** A buyer rejects an expired certificate; within this many days of its expiry the build warns. */
export const EXPIRY_WARNING_DAYS = 60;

const today = () => new Date().toISOString().slice(0, 10);

const date = (title: string, description: string) =>
  z.iso.date("a date, as 2027-02-28").nullable().meta({ title, description });

const credentialKinds = [
  "Empowerment",
  "Registration",
  "Tax",
  "Information security",
  "Insurance",
  "Partnership",
] as const;

const credentialSchema = z
  .object({
    id: slug.meta({
      description:
        "A short name in lower case, as bbbee or cyber-insurance: it names the credential’s stand-in document, so keep it once set.",
    }),
    kind: z.enum(credentialKinds),
    name: textWithFacts.superRefine(sentenceCase("heading")).meta({
      title: "Credential",
      description: "“B-BBEE certificate”, “Tax compliance status”.",
    }),
    issuer: textWithFacts.meta({
      description:
        "Who issued it: the verification agency, CIPC, National Treasury, SARS, the insurer, the partner programme.",
    }),
    number: textWithFacts.nullable().meta({
      description:
        "The certificate, registration, supplier or policy number as a buyer checks it (“PIN on request” for the tax PIN). Empty when nothing is issued, as for a standard the company is not certified to: it then has no document.",
    }),
    level: textWithFacts.nullable().meta({
      title: "Level, status or cover",
      description:
        "Where it applies: the B-BBEE level, the tax status, the partner tier, the insured amount, or an honest status such as “Not certified: …”.",
    }),
    validFrom: date(
      "Valid from",
      "The date it was issued or took effect. Empty when it has none.",
    ),
    expires: date(
      "Valid until",
      "The expiry date on the document. Empty for one that does not expire (a company registration). An expired credential cannot be published, and the site warns 60 days before.",
    ),
    document: documentPath({ folder: "credentials" }).nullable().meta({
      description:
        "The certificate, letter or policy schedule as a PDF, for buyers to download. Until one is uploaded, the site offers a stand-in marked SPECIMEN.",
    }),
    summary: textWithFacts.nullable().meta({
      title: "Line on Home",
      description:
        "One line for the certificates card on Home. Empty keeps the credential off Home.",
    }),
  })
  .superRefine((credential, context) => {
    const { validFrom, expires, number, document } = credential;
    if (validFrom && expires && validFrom > expires)
      context.addIssue({
        code: "custom",
        path: ["expires"],
        message: "The expiry date must come after the “valid from” date.",
      });
    if (expires && expires < today())
      context.addIssue({
        code: "custom",
        path: ["expires"],
        message: `This credential expired on ${formatLongDate(expires)}. A buyer rejects an expired certificate: enter the renewed document and its dates, or remove the credential.`,
      });
    if (number === null && document !== null)
      context.addIssue({
        code: "custom",
        path: ["document"],
        message:
          "A document needs the number it carries: fill in the number, or remove the document.",
      });
  });

export type Credential = z.infer<typeof credentialSchema>;

/** The credentials that expire within `EXPIRY_WARNING_DAYS` of `on`, with the days left. */
export function expiringSoon(
  credentials: readonly Credential[],
  on: string = today(),
) {
  return credentials.flatMap((credential) => {
    if (!credential.expires || credential.expires < on) return [];
    // A date-only ISO string is read as UTC midnight, so the difference is whole days.
    const daysLeft =
      (Date.parse(credential.expires) - Date.parse(on)) / 86_400_000;
    return daysLeft <= EXPIRY_WARNING_DAYS ? [{ credential, daysLeft }] : [];
  });
}

export const expiryWarning = ({
  credential,
  daysLeft,
}: ReturnType<typeof expiringSoon>[number]) =>
  `${credential.name} (${credential.issuer}) expires on ${formatLongDate(credential.expires ?? "")}, in ${daysLeft} ${daysLeft === 1 ? "day" : "days"}: enter the renewed document and its dates before then, or the site cannot be published.`;

const labelsSchema = z
  .object({
    credentialsHeading: heading,
    credential: text.meta({ title: "Column: credential" }),
    issuer: text.meta({ title: "Column: issuer" }),
    number: text.meta({ title: "Column: number" }),
    level: text.meta({ title: "Column: level, status or cover" }),
    validFrom: text.meta({ title: "Column: valid from" }),
    expires: text.meta({ title: "Column: valid until" }),
    document: text.meta({ title: "Column: document" }),
    noExpiry: text,
    notApplicable: text.meta({
      title: "Nothing to show",
      description:
        "Shown where a credential has no number, start date or document, as “Not stated”.",
    }),
    download: button.meta({
      title: "Document link",
      description: "Followed by the file’s type, as “Download”.",
    }),
    specimen: text.meta({
      title: "Specimen label",
      description:
        "Marks the link to a stand-in document until the real one is uploaded.",
    }),
    companyHeading: heading,
    sizeBand: text.meta({ title: "Label: size band" }),
    headcount: text.meta({ title: "Label: headcount" }),
    legalName: text.meta({ title: "Label: registered name" }),
    address: text.meta({ title: "Label: street address" }),
    informationOfficer: text.meta({ title: "Label: Information Officer" }),
    contactsHeading: heading,
    tenders: text.meta({ title: "Label: tenders" }),
    capabilityStatement: button.meta({ title: "Capability statement link" }),
  })
  .meta({ title: "Page words" });

export const supplierInformationSchema = z
  .object({
    credentials: z
      .array(credentialSchema)
      .min(1, "at least one credential")
      .superRefine((list, context) =>
        list.forEach(({ id }, at) => {
          if (list.findIndex((other) => other.id === id) < at)
            context.addIssue({
              code: "custom",
              path: [at, "id"],
              message: `The ID “${id}” is used twice: give each credential its own.`,
            });
        }),
      )
      .meta({
        description:
          "Each certificate, registration, status, insurance and partnership, in the order shown within its kind.",
      }),
    company: z
      .object({
        sizeBand: text.meta({
          description:
            "The enterprise size a buyer scores, as “Qualifying small enterprise (QSE): annual turnover R10 million–R50 million”.",
        }),
        headcount: z
          .number()
          .int("a whole number of people")
          .min(1, "at least one person")
          .meta({ description: "Permanent staff." }),
      })
      .meta({
        title: "Company size",
        description:
          "The registered name, registration number, B-BBEE level, street address and Information Officer are under Identity.",
      }),
    tendersEmail: z
      .email("an e-mail address, such as tenders@company.co.za")
      .meta({
        title: "Tenders e-mail",
        description:
          "Where requests for proposal, tender notices and supplier-vetting questionnaires go.",
      }),
    labels: labelsSchema,
  })
  .meta({
    title: "Supplier information",
    description:
      "The credentials buyers check (certificates, registrations, tax status, insurance, partnerships) with their numbers, dates and documents, the company's size and the tenders contact: on the supplier information page, Home's certificates card and the capability statement. Write a company fact as {legalName}, {bbbeeLevel}, {registrationNumber}, {name} or {founded}.",
  });

export type SupplierInformation = z.infer<typeof supplierInformationSchema>;
