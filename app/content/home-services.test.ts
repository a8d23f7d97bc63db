import { describe, expect, it } from "vitest";

import { caseStudies } from "./case-studies";
import { serviceTile } from "./service-tile";
import { homeCredentials } from "virtual:home-credentials";
import { credentials } from "./supplier-information";
import { serviceTiles } from "virtual:service-tiles";
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

  it("each have their tile on Home, drawn from the service by the build", () => {
    expect(serviceTiles).toEqual(services.map(serviceTile));
  });
});

describe("home proof and figures", () => {
  it("shows on Home the credentials with a line for it, as the supplier information states them", () => {
    expect(homeCredentials).toEqual(
      credentials.flatMap(({ id, kind, name, summary }) =>
        summary === null ? [] : [{ id, kind, name, summary }],
      ),
    );
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
