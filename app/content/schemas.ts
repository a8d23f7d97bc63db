import { z } from "zod";

import { homeIconNames } from "../components/home/home-icons";
import { servicesIconNames } from "../components/services/services-icons";
import { text } from "./schema-parts";
import { accentColors } from "./types";

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

const homeIconName = z.enum(homeIconNames);
const servicesIconName = z.enum(servicesIconNames);
const accentColor = z.enum(accentColors);
const textList = (min: number) => z.array(nonEmpty).min(min);

export const sectionIntroSchema = z.object({
  eyebrow: nonEmpty,
  title: nonEmpty,
  intro: nonEmpty,
});

export const statSchema = z.object({
  id: nonEmpty,
  value: nonEmpty,
  label: nonEmpty,
});

export const serviceSchema = z.object({
  id: z.number().int().min(1).max(12),
  title: nonEmpty,
  description: nonEmpty,
  image: servicesIconName,
  color: accentColor,
  // Four core services, then at least one additional feature.
  features: textList(5),
  stats: z
    .object({
      projects: nonEmpty,
      experience: nonEmpty,
      satisfaction: nonEmpty,
    })
    .optional(),
});

export const serviceIconSchema = z.object({
  id: z.number().int().min(1).max(12),
  name: nonEmpty,
  icon: homeIconName,
  color: accentColor,
});

export const processStepSchema = z.object({
  name: z.enum(["Discover", "Design", "Develop", "Deploy"]),
  summary: nonEmpty,
  outcome: nonEmpty,
  icon: servicesIconName,
});

export const aiSolutionSchema = z.object({
  icon: homeIconName,
  title: nonEmpty,
  description: nonEmpty,
  features: textList(1),
});

export const impactStatSchema = z.object({
  number: nonEmpty,
  label: nonEmpty,
  icon: homeIconName,
  description: nonEmpty,
});

export const industrySchema = z.object({
  industry: nonEmpty,
  icon: homeIconName,
  challenges: textList(1),
  solutions: textList(1),
});

export const offTheShelfSolutionSchema = z.object({
  id: z.number().int().positive(),
  title: nonEmpty,
  description: nonEmpty,
  features: textList(1),
  icon: homeIconName,
  color: accentColor,
  url: z.url({ protocol: /^https$/ }).optional(),
});
