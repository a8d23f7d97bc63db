import { z } from "zod";

import { atLeastTheSpecs, text } from "./schema-parts.ts";

/**
 * The clients shown in the home page's trust bar and on About's track record
 * (`content/clients.json`).
 *
 * The shipped names are fictitious placeholders: the original site's client logos were not
 * supplied and we do not claim real organisations as clients. Replace each entry with a real
 * client's name (and, once permission is given, its logo file in `logo`) before going live.
 */
const clientSectors = [
  "Government",
  "Financial Services",
  "Healthcare",
  "Manufacturing",
  "Retail",
  "Logistics",
  "Education",
  "Energy",
] as const;

const clientSchema = z.object({
  name: text,
  /** Shown under the wordmark and used for grouping. */
  sector: z.enum(clientSectors),
  /** A logo file under public/ (SVG, PNG or WebP); null sets the name as a text wordmark. */
  logo: z
    .string()
    .regex(
      /^\/.+\.(svg|png|webp)$/,
      "a file under public/, .svg, .png or .webp",
    )
    .nullable(),
});

export const clientsFileSchema = z.object({
  clients: z
    .array(clientSchema)
    .min(14, atLeastTheSpecs(14, "clients"))
    .refine(
      (clients) =>
        new Set(clients.map((client) => client.name)).size === clients.length,
      "each client is named once",
    ),
});

export type Client = z.infer<typeof clientSchema>;
