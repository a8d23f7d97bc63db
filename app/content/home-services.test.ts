import { describe, expect, it } from "vitest";
import { z } from "zod";

import {
  aiSolutions,
  home,
  impactStats,
  industries,
  offTheShelfSolutions,
  managementStats,
} from "./home";
import { caseStudies } from "./case-studies";
import { credentials, shownCredentials } from "./certifications";
import { deliveryMonths } from "./figures";
import { homeSections } from "./home-sections";
import {
  aiSolutionSchema,
  homeFileSchema,
  industrySchema,
  offTheShelfSolutionSchema,
} from "./home.schema";
import { sectionIntro as sectionIntroSchema } from "./schema-parts";
import { processStepSchema, serviceSchema } from "./services.schema";
import { serviceTile } from "./service-tile";
import { serviceTiles } from "./service-tiles";
import { homeTestimonial } from "./testimonials";
import {
  additionalFeatures,
  coreServices,
  processSteps,
  services,
  servicesSections,
} from "./services";

describe("services", () => {
  it("are numbered 1, 2, 3… in order, each valid, each title once", () => {
    z.array(serviceSchema).parse(services);
    expect(services.map((service) => service.id)).toEqual(
      services.map((_service, index) => index + 1),
    );
    expect(new Set(services.map((service) => service.title)).size).toBe(
      services.length,
    );
  });

  it("split into the first four features as core services and the rest as additional", () => {
    for (const service of services) {
      expect(coreServices(service)).toEqual(service.features.slice(0, 4));
      expect(additionalFeatures(service)).toEqual(service.features.slice(4));
      expect(additionalFeatures(service).length).toBeGreaterThan(0);
    }
  });

  it("carry stats only in full, with projects that add up to no more than the 200+ claimed", () => {
    const withStats = services.filter((service) => "stats" in service);
    expect(withStats.length).toBeGreaterThan(0);
    const projects = withStats.reduce(
      (sum, service) => sum + Number.parseInt(service.stats?.projects ?? "0"),
      0,
    );
    expect(projects).toBeLessThanOrEqual(250);
  });

  it("each have their tile on Home, drawn from the service by the build", () => {
    expect(serviceTiles).toEqual(services.map(serviceTile));
    expect(serviceTiles[0]).toEqual({
      id: services[0]?.id,
      name: services[0]?.shortName,
      icon: services[0]?.image,
      color: services[0]?.color,
    });
  });

  it("are delivered in valid steps (their names: spec-rules.test.ts)", () => {
    z.array(processStepSchema).parse(processSteps);
    Object.values(servicesSections).forEach((intro) =>
      sectionIntroSchema.parse(intro),
    );
  });
});

describe("home content", () => {
  it("has valid AI solutions", () => {
    z.array(aiSolutionSchema).parse(aiSolutions);
  });

  it("has valid impact figures and industries (their values: spec-rules.test.ts)", () => {
    homeFileSchema.parse(home);
    z.array(industrySchema).parse(industries);
  });

  it("offers off-the-shelf solutions, no two of the first five in one colour", () => {
    z.array(offTheShelfSolutionSchema).parse(offTheShelfSolutions);
    const colours = offTheShelfSolutions
      .slice(0, 5)
      .map((solution) => solution.color);
    expect(new Set(colours).size).toBe(colours.length);
  });

  it("has valid section intros", () => {
    Object.values(homeSections).forEach((intro) =>
      sectionIntroSchema.parse(intro),
    );
  });
});

describe("home proof and figures", () => {
  it("attributes every impact and management figure, and sets ranges with an en dash", () => {
    for (const stat of [...impactStats, ...managementStats]) {
      expect(stat.source.trim()).not.toBe("");
      const value = "number" in stat ? stat.number : stat.value;
      expect(value).not.toMatch(/\d-\d/);
    }
    expect(deliveryMonths).toBe("3–9 months");
  });

  it("shows only the credentials whose fact is filled in", () => {
    expect(shownCredentials.map((c) => c.id)).toEqual(
      credentials.filter((c) => c.detail !== null).map((c) => c.id),
    );
    expect(shownCredentials.some((c) => c.id === "bbbee")).toBe(true);
  });

  it("quotes the case study the testimonial names, word for word", () => {
    const study = caseStudies.find(
      (candidate) => candidate.id === homeTestimonial.caseStudyId,
    );
    expect(study?.testimonial).toEqual({
      quote: homeTestimonial.quote,
      attribution: homeTestimonial.attribution,
      organisation: homeTestimonial.organisation,
    });
    expect(homeTestimonial.name.trim()).not.toBe("");
  });
});
