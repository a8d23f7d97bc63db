import type { z } from "zod";

import file from "../../content/services.json" with { type: "json" };
import { fillTokens } from "../lib/tokens";
import { expand } from "./abbreviations";
import { identity } from "./identity";
import type { servicesFileSchema, Service } from "./services.schema";

export type { Service } from "./services.schema";

type ServicesFile = z.infer<typeof servicesFileSchema>;

const content = file as ServicesFile;

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
 * company's modernisation work has taken over, not its age (design log 067). One value, in
 * content/services.json; a service's text names it as {oldestCodeBaseYears}.
 */
export const oldestModernisedCodeBase = {
  years: content.oldestModernisedCodeBaseYears,
};

/**
 * A services file's services with the {tokens} their text names filled in (serviceTokens in the
 * schema): the site's, below, and the entry being edited in the editor's preview. Filled here
 * rather than by facts.ts's fillFacts: that module would become a chunk of its own, shared with
 * /home, which has no first-load script to spare (and it would move the shared icon chunks;
 * decision 050).
 */
export function servicesIn(file: ServicesFile): Service[] {
  const tokens: Record<string, string> = {
    founded: String(identity.founded),
    oldestCodeBaseYears: String(file.oldestModernisedCodeBaseYears),
    /** An abbreviation's first use on the page, spelt out (design log 062). */
    POPIA: expand("POPIA"),
  };
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (token, name: string) => tokens[name] ?? token);
  return file.services.map((service) => ({
    ...service,
    features: service.features.map(fill),
    ...(service.stats && {
      stats: {
        ...service.stats,
        experience: fill(service.stats.experience),
      },
    }),
  }));
}

/** The services, from `content/services.json` (checked by the build against `servicesFileSchema`). */
export const services: Service[] = servicesIn(content);

/** The services page's delivery process, in order. */
export const processSteps = content.processSteps;

export const servicesSections = content.sections;

/** "Step 2": the label above a delivery step's name, by its place from 1. */
export const stepLabel = (number: number) =>
  fillTokens(content.sections.process.stepLabel, { number });
