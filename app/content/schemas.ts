import { z } from "zod";

import { text } from "./schema-parts";

/** Schemas of the content modules: the unit tests hold every module to its schema. */

const nonEmpty = text;
const route = z
  .string()
  .regex(/^\/[a-z0-9-]*(\/[a-z0-9-]+)*(#[a-z0-9-]+)?$/, "a site path");

export { identitySchema } from "./identity.schema";

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
