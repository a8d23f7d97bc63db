import { describe, expect, it } from "vitest";

import {
  coreTechnologies,
  technologyGroups,
  technologyItems,
} from "./technologies";
import {
  coreTechnologySchema,
  technologyGroupSchema,
  technologyItemSchema,
} from "./technologies.schema";

describe("core technologies", () => {
  it("are valid flip cards with six features each (their levels: spec-rules.test.ts)", () => {
    for (const card of coreTechnologies) coreTechnologySchema.parse(card);
  });

  it("have unique titles", () => {
    const titles = coreTechnologies.map((card) => card.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe("technology groups", () => {
  it("are valid groups (their categories: spec-rules.test.ts)", () => {
    for (const group of technologyGroups) technologyGroupSchema.parse(group);
  });

  it("give every item its group as category, each title once per group", () => {
    for (const item of technologyItems) technologyItemSchema.parse(item);
    const total = technologyGroups.reduce((n, g) => n + g.items.length, 0);
    expect(technologyItems).toHaveLength(total);
    for (const group of technologyGroups) {
      const titles = group.items.map((item) => item.title);
      expect(new Set(titles).size).toBe(titles.length);
    }
  });
});
