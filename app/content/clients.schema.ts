import { z } from "zod";

import { atLeastTheSpecs, distinct, imagePath, text } from "./schema-parts.ts";

/** The clients on Home and About (`content/clients.json`); the shipped names are placeholders. */
const clientSectors = [
  "Government",
  "Financial services",
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
  logo: imagePath({
    folder: "clients",
    width: 320,
    svg: true,
    transparent: true,
  })
    .nullable()
    .meta({
      description:
        "Only with the client’s permission. Leave empty to show the name as text. An SVG, or a PNG with a transparent background, looks best; it is shown in grey.",
    }),
});

const clientsFileFields = z.object({
  clients: z
    .array(clientSchema)
    .min(14, atLeastTheSpecs(14, "clients"))
    .refine(distinct("name"), "each client is named once"),
});

export const clientsFileSchema = clientsFileFields.meta({
  title: "Clients",
  description:
    "The client wall on Home and About's track record, in the order shown.",
});

export type Client = z.infer<typeof clientSchema>;
