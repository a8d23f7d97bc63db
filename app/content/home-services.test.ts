import { describe, expect, it } from "vitest";

import { caseStudies } from "./case-studies";
import { homeTestimonial } from "./testimonials";
import { additionalFeatures, coreServices, services } from "./services";

describe("services", () => {
  it("split into the first four features as core services and the rest as additional", () => {
    for (const service of services) {
      expect(coreServices(service)).toEqual(service.features.slice(0, 4));
      expect(additionalFeatures(service)).toEqual(service.features.slice(4));
      expect(additionalFeatures(service).length).toBeGreaterThan(0);
    }
  });
});

describe("home proof and figures", () => {
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
