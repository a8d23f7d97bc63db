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
  it("are nine valid flip cards with six features each", () => {
    expect(coreTechnologies).toHaveLength(9);
    for (const card of coreTechnologies) coreTechnologySchema.parse(card);
  });

  it("show the spec's expertise levels in order", () => {
    expect(coreTechnologies.map((card) => card.expertiseLevel)).toEqual([
      100, 90, 95, 90, 92, 80, 94, 100, 100,
    ]);
  });

  it("have unique titles", () => {
    const titles = coreTechnologies.map((card) => card.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe("technology groups", () => {
  it("are the spec's nine groups, in order", () => {
    expect(technologyGroups.map((group) => group.category)).toEqual([
      "Infrastructure & DevOps",
      "Development Tools",
      "Frontend",
      "Backend",
      "Database",
      "Analytics & BI",
      "AI & ML",
      "CI/CD & Deployment",
      "IoT & Cloud",
    ]);
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
