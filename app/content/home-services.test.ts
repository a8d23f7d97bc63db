import { describe, expect, it } from "vitest";
import { z } from "zod";

import {
  aiSolutions,
  impactStats,
  industries,
  managementStats,
  offTheShelfSolutions,
} from "./home";
import { caseStudies } from "./case-studies";
import { credentials, shownCredentials } from "./certifications";
import { deliveryMonths } from "./figures";
import { homeSections } from "./home-sections";
import {
  aiSolutionSchema,
  impactStatSchema,
  industrySchema,
  offTheShelfSolutionSchema,
  processStepSchema,
  sectionIntroSchema,
  serviceIconSchema,
  serviceSchema,
  statSchema,
} from "./schemas";
import { serviceIcons } from "./service-icons";
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
      (sum, service) =>
        sum +
        Number.parseInt("stats" in service ? service.stats.projects : "0"),
      0,
    );
    expect(projects).toBeLessThanOrEqual(250);
  });

  it("have one preview icon each, with the same id", () => {
    z.array(serviceIconSchema).parse(serviceIcons);
    expect(serviceIcons.map((icon) => icon.id)).toEqual(
      services.map((service) => service.id),
    );
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
    z.array(impactStatSchema).parse(impactStats);
    z.array(industrySchema).parse(industries);
  });

  it("offers 5 off-the-shelf solutions in the five colours, two with a website", () => {
    z.array(offTheShelfSolutionSchema).parse(offTheShelfSolutions);
    expect(offTheShelfSolutions.map((solution) => solution.color)).toEqual([
      "blue",
      "green",
      "red",
      "orange",
      "purple",
    ]);
    expect(
      offTheShelfSolutions.filter((solution) => "url" in solution),
    ).toHaveLength(2);
  });

  it("has valid management stats and section intros", () => {
    z.array(statSchema).parse(managementStats);
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
