import { describe, expect, it } from "vitest";

import { oldestModernisedCodeBase, services } from "./services";

describe("the 35-year code base figure (spec section 9, decision 067)", () => {
  it("is told once, among the services, from its one value", () => {
    const figure = `${oldestModernisedCodeBase.years} years`;
    const telling = services.flatMap((service) =>
      service.features.filter((feature) => feature.includes(figure)),
    );
    expect(telling).toHaveLength(1);
  });
});
