import file from "../../content/supplier-information.json" with { type: "json" };
import { formatLongDate } from "../lib/dates";
import { specimenDocument } from "./documents";
import { fillFactsIn } from "./facts";
import type {
  Credential,
  SupplierInformation,
} from "./supplier-information.schema";

export type { Credential } from "./supplier-information.schema";

const content = file as SupplierInformation;

/** The credentials (none expired), in the file's order, facts filled in. */
export const credentials = fillFactsIn(content.credentials);

/** A credential's document: the uploaded file, else the build's SPECIMEN; none if nothing issued. */
export function credentialDocument(credential: Credential) {
  if (credential.number === null) return null;
  return credential.document
    ? { href: credential.document, specimen: false }
    : { href: specimenDocument(credential.id), specimen: true };
}

export const { company, tendersEmail, labels } = content;

/** A credential's expiry: its date, “Does not expire” if issued without one, else “Not stated”. */
export const shownExpiry = (credential: Credential) =>
  credential.expires
    ? formatLongDate(credential.expires)
    : credential.number === null
      ? labels.notApplicable
      : labels.noExpiry;
