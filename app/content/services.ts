import type { z } from "zod";

import file from "../../content/services.json" with { type: "json" };
import { fillTokens } from "../lib/tokens";
import { expand } from "./abbreviations";
import { identity } from "./identity";
import type { servicesFileSchema, Service } from "./services.schema";

export type { Service } from "./services.schema";

const content = file as z.infer<typeof servicesFileSchema>;

/** The element id of a service's card on /services; the home page links `/services#service-<id>`. */
export const serviceElementId = (id: number) => `service-${id}`;

/** How many of a service's features are its core services (the spec's rule; the schema asks for one more). */
const CORE_FEATURE_COUNT = 4;

export const coreServices = (service: Service) =>
  service.features.slice(0, CORE_FEATURE_COUNT);
export const additionalFeatures = (service: Service) =>
  service.features.slice(CORE_FEATURE_COUNT);

/**
 * The spec's "35-year code base" (section 9): the age of the oldest client code base the
 * company's modernisation work has taken over, not its age (decision 067). One value, in
 * content/services.json; a service's text names it as {oldestCodeBaseYears}.
 */
export const oldestModernisedCodeBase = {
  years: content.oldestModernisedCodeBaseYears,
};

/**
 * The {tokens} a service's text may name (serviceTokens in the schema). Filled here rather than
 * by facts.ts's fillFacts: that module would become a chunk of its own, shared with /home, which
 * has no first-load script to spare (and it would move the shared icon chunks; decision 050).
 */
const tokens: Record<string, string> = {
  founded: String(identity.founded),
  oldestCodeBaseYears: String(content.oldestModernisedCodeBaseYears),
  /** An abbreviation's first use on the page, spelt out (decision 062). */
  POPIA: expand("POPIA"),
};
const fill = (text: string) =>
  text.replace(/\{(\w+)\}/g, (token, name: string) => tokens[name] ?? token);

/**
 * The services, from `content/services.json` (checked by the build against `servicesFileSchema`),
 * with the tokens their text names filled in.
 */
export const services: Service[] = content.services.map((service) => ({
  ...service,
  features: service.features.map(fill),
  ...(service.stats && {
    stats: {
      ...service.stats,
      experience: fill(service.stats.experience),
    },
  }),
}));

/** The services page's delivery process, in order. */
export const processSteps = content.processSteps;

export const servicesSections = content.sections;

/** "Step 2": the label above a delivery step's name, by its place from 1. */
export const stepLabel = (number: number) =>
  fillTokens(content.sections.process.stepLabel, { number });
