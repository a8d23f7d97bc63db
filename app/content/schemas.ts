import { z } from "zod";

import { text } from "./schema-parts";

/** Schemas of the content modules: the unit tests hold every module to its schema. */

const nonEmpty = text;
const route = z
  .string()
  .regex(/^\/[a-z0-9-]*(\/[a-z0-9-]+)*(#[a-z0-9-]+)?$/, "a site path");

export const identitySchema = z.object({
  name: nonEmpty,
  legalName: nonEmpty,
  registrationNumber: z
    .string()
    .regex(/^\d{4}\/\d{6}\/\d{2}$/, "CIPC format YYYY/NNNNNN/NN"),
  bbbeeLevel: z.number().int().min(1).max(8),
  founded: z.number().int().min(1900),
  mission: nonEmpty,
  email: z.email(),
  phone: z.object({ display: nonEmpty, href: z.string().regex(/^tel:\+\d+$/) }),
  // wa.me takes the international number as digits alone: no "+", no leading zero.
  whatsapp: z
    .string()
    .regex(/^[1-9]\d{7,14}$/, "international digits, no +")
    .nullable(),
  address: z.object({
    street: nonEmpty,
    locality: nonEmpty,
    region: nonEmpty,
    postalCode: z.string().regex(/^\d{4}$/),
    country: z.literal("ZA"),
    display: nonEmpty,
  }),
  informationOfficer: z.object({ role: nonEmpty, email: z.email() }),
  siteUrl: z.url({ protocol: /^https?$/ }),
  social: z.record(z.string(), z.url()),
});

export const menuItemSchema = z.object({
  name: nonEmpty,
  route,
  exact: z.boolean(),
});
export const linkSchema = z.object({ name: nonEmpty, route });

export const pageContentSchema = z.object({
  name: nonEmpty,
  description: z.string().min(50).max(200),
  hero: z.object({ eyebrow: nonEmpty, title: nonEmpty, subtitle: nonEmpty }),
});

export { clientSchema } from "./clients.schema";
