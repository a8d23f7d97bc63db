import { z } from "zod";

import { slug, textWithFacts } from "./schema-parts.ts";

/**
 * Certificates, registrations and memberships, shown on /home (`content/certifications.json`).
 * Only true facts are filled in; an entry whose `detail` is null is not shown until the company
 * supplies it (a reference number, a membership).
 */
const credentialSchema = z.object({
  id: slug,
  kind: z.enum(["Certificate", "Ownership", "Registration", "Membership"]),
  title: textWithFacts,
  /** The fact as a buyer checks it; null hides the entry. */
  detail: textWithFacts.nullable(),
  /** A copy of the certificate (PDF) under public/ for buyers to download, or null. */
  file: z
    .string()
    .regex(/^\/.+\.pdf$/, "a PDF file under public/")
    .nullable(),
});

export const certificationsFileSchema = z.object({
  credentials: z
    .array(credentialSchema)
    .min(1)
    .refine(
      (list) => new Set(list.map((entry) => entry.id)).size === list.length,
      "each id is used once",
    ),
});

export type Credential = z.infer<typeof credentialSchema>;
