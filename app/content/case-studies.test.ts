import { describe, expect, it } from "vitest";

import { caseStudies, caseStudyForHash } from "./case-studies";
import { caseStudySchema } from "./case-studies.schema";

const [education, insurer] = caseStudies;

describe("case studies", () => {
  it("match their schema and have unique ids", () => {
    for (const study of caseStudies) caseStudySchema.parse(study);
    expect(new Set(caseStudies.map((s) => s.id)).size).toBe(caseStudies.length);
  });

  it("are the spec's two studies in their categories", () => {
    expect(caseStudies.map((s) => [s.id, s.category])).toEqual([
      ["education-supply-chain", "Government"],
      ["insurer-stakeholder-database", "Financial Services"],
    ]);
  });

  it("study 1 has the facts strip, four screenshots, the figures and the technologies", () => {
    expect(education.facts.map((f) => f.label)).toEqual([
      "Client",
      "End-client",
      "Partner",
      "Industry",
      "Key result",
    ]);
    expect(education.screenshots).toHaveLength(4);
    const figures = education.results.metrics.map((m) => [m.from, m.value]);
    expect(figures).toContainEqual(["42%", "99.8%"]);
    expect(figures).toContainEqual([undefined, "98.2%"]);
    expect(figures).toContainEqual([undefined, "3 months"]);
    expect(education.hero.eyebrow).toMatch(/since 2008 in two provinces/i);
    expect(education.technologies).toEqual([
      "ASP.NET",
      "C#",
      "SQL Server 2005",
    ]);
  });

  it("study 2 has its strip, three solution pillars, two screenshots and its impact", () => {
    expect(insurer.facts.map((f) => f.label)).toEqual([
      "Client",
      "Industry",
      "Solution",
      "Key result",
      "Impact",
    ]);
    expect(insurer.solution.pillars).toHaveLength(3);
    expect(insurer.screenshots).toHaveLength(2);
    expect(insurer.facts.map((f) => f.value)).toEqual(
      expect.arrayContaining([
        "30% faster onboarding",
        "Data-loss risk removed",
      ]),
    );
    expect(insurer.technologies.length).toBeGreaterThan(0);
  });

  it("use each screenshot once", () => {
    const keys = caseStudies.flatMap((s) =>
      s.screenshots.map((shot) => shot.key),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("are found by their URL fragment, and nothing else is", () => {
    expect(caseStudyForHash("#education-supply-chain")).toBe(education);
    expect(caseStudyForHash("insurer-stakeholder-database")).toBe(insurer);
    expect(caseStudyForHash("#contact")).toBeUndefined();
    expect(caseStudyForHash("")).toBeUndefined();
  });
});
