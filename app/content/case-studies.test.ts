import { describe, expect, it } from "vitest";

import {
  caseStudies,
  caseStudyForHash,
  findCaseStudy,
  nextCaseStudy,
} from "./case-studies";
import { caseStudyMeta } from "./case-studies/page-meta";
import { identity } from "./identity";
import { caseStudySchema } from "./case-studies.schema";

const [education, insurer] = caseStudies;

describe("case studies", () => {
  it("match their schema and have unique ids", () => {
    for (const study of caseStudies) caseStudySchema.parse(study);
    expect(new Set(caseStudies.map((s) => s.id)).size).toBe(caseStudies.length);
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

  it("are found by the id of their page, and nothing else is", () => {
    for (const study of caseStudies)
      expect(findCaseStudy(study.id)).toBe(study);
    expect(findCaseStudy("no-such-study")).toBeUndefined();
    expect(findCaseStudy(undefined)).toBeUndefined();
  });

  it("each lead to the next, the last back to the first", () => {
    caseStudies.forEach((study, index) => {
      const next = caseStudies[(index + 1) % caseStudies.length];
      expect(nextCaseStudy(study)).toBe(next === study ? undefined : next);
    });
  });
});

describe("a case study's page meta", () => {
  type Entry = Record<string, unknown>;
  const tag = (meta: ReturnType<typeof caseStudyMeta>, key: string) =>
    (meta as Entry[]).find(
      (entry) => entry.property === key || entry.name === key,
    )?.content;

  it.each(caseStudies.map((study) => [study.id, study] as const))(
    "%s: the company's name as title, its own preview, canonical URL and share card",
    (id, study) => {
      const meta = caseStudyMeta(study);
      expect(meta).toContainEqual({ title: identity.name });
      expect(tag(meta, "og:title")).toBe(study.title);
      expect(tag(meta, "description")).toBe(study.summary);
      expect(meta).toContainEqual({
        tagName: "link",
        rel: "canonical",
        href: `${identity.siteUrl}/case-studies/${id}`,
      });
      expect(tag(meta, "og:image")).toBe(
        `${identity.siteUrl}/images/case-studies/${id}.jpg`,
      );
    },
  );

  it("describes the study as an Article about its client, published by the company, under Case Studies", () => {
    const [study] = caseStudies;
    const jsonLd = (caseStudyMeta(study) as Entry[]).find(
      (entry) => "script:ld+json" in entry,
    )?.["script:ld+json"] as { "@graph": Entry[] };
    const [breadcrumbs, article] = jsonLd["@graph"];
    expect(breadcrumbs).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Home" },
        {
          position: 2,
          name: "Case Studies",
          item: `${identity.siteUrl}/case-studies`,
        },
        { position: 3, name: study.title },
      ],
    });
    expect(article).toMatchObject({
      "@type": "Article",
      headline: study.title,
      about: { "@type": "Organization", name: study.client },
      publisher: { "@id": `${identity.siteUrl}/#organization` },
    });
  });

  it("sends an unknown id to a page titled with the company's name alone", () => {
    expect(caseStudyMeta(undefined)).toEqual([{ title: identity.name }]);
  });
});
