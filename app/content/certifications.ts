import type { z } from "zod";

import file from "../../content/certifications.json" with { type: "json" };
import type {
  certificationsFileSchema,
  Credential,
} from "./certifications.schema";
import { fillFacts } from "./facts";

export type { Credential } from "./certifications.schema";

/**
 * Certificates, registrations and memberships, from `content/certifications.json` (checked by
 * the build against `certificationsFileSchema`), with the company facts they name filled in.
 */
export const credentials: Credential[] = (
  file as z.infer<typeof certificationsFileSchema>
).credentials.map((credential) => ({
  ...credential,
  title: fillFacts(credential.title),
  detail: credential.detail === null ? null : fillFacts(credential.detail),
}));

/** The entries with a fact to show. */
export const shownCredentials = credentials.filter(
  (credential): credential is Credential & { detail: string } =>
    credential.detail !== null,
);
