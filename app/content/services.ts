import type { z } from "zod";

import file from "../../content/services.json" with { type: "json" };
import { fillTokens } from "../lib/tokens";
import { expand } from "./abbreviations";
import { identity } from "./identity";
import type { servicesFileSchema, Service } from "./services.schema";

export type { Service } from "./services.schema";

type ServicesFile = z.infer<typeof servicesFileSchema>;

const content = file as ServicesFile;

/** The element id of a service's card on /services, which Home's tiles link to. */
export const serviceElementId = (id: number) => `service-${id}`;

/** How many of a service's features are its core services (the spec's rule; the schema asks for one more). */
const CORE_FEATURE_COUNT = 4;

export const coreServices = (service: Service) =>
  service.features.slice(0, CORE_FEATURE_COUNT);
export const additionalFeatures = (service: Service) =>
  service.features.slice(CORE_FEATURE_COUNT);

/** The spec's "35-year code base": the oldest client code base modernised (design log 067). */
export const oldestModernisedCodeBase = {
  years: content.oldestModernisedCodeBaseYears,
};

export function servicesIn(file: ServicesFile): Service[] {
  const tokens: Record<string, string> = {
    founded: String(identity.founded),
    oldestCodeBaseYears: String(file.oldestModernisedCodeBaseYears),
    /** An abbreviation's first use on the page, spelt out (design log 062). */
    POPIA: expand("POPIA"),
  };
  const fill = (text: string) => fillTokens(text, tokens);
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

export const services: Service[] = servicesIn(content);

export const { processSteps, sections: servicesSections } = content;

/** "Step 2": the label above a delivery step's name, by its place from 1. */
export const stepLabel = (number: number) =>
  fillTokens(content.sections.process.stepLabel, { number });
