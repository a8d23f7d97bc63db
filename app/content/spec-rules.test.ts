import { describe, expect, it } from "vitest";

import { values } from "./about";
import { articles, featuredArticles } from "./blog/articles";
import { caseStudies } from "./case-studies";
import { clients } from "./clients";
import { whyChooseUs } from "./contact";
import { aiSolutions, industries, impactStats } from "./home";
import { copyrightYear, footerQuickLinks, menuItems } from "./navigation";
import { processSteps, services } from "./services";
import { coreTechnologies, technologyGroups } from "./technologies";

/**
 * The rules of the content that the spec fixes (docs/decisions/084), asserted here once. Its
 * structures are exact; its launch inventory is a floor, which an editor may add to. Every other
 * test reads the counts, ids, titles, dates and identity from the content modules, so that adding
 * a valid article, service, client or case study breaks none of them.
 */
describe("the spec's fixed structures, exact", () => {
  it("the menu: the seven pages in the spec's order, only Home matching exactly", () => {
    expect(menuItems.map((item) => item.route)).toEqual([
      "/home",
      "/services",
      "/case-studies",
      "/technologies",
      "/blog",
      "/about",
      "/contact",
    ]);
    expect(
      menuItems.filter((item) => item.exact).map((item) => item.route),
    ).toEqual(["/home"]);
  });

  it("the footer's quick links, in the spec's order", () => {
    expect(footerQuickLinks.map((link) => link.route)).toEqual([
      "/home",
      "/services",
      "/technologies",
      "/case-studies",
      "/about",
      "/contact",
    ]);
  });

  it("the footer's copyright year, © 2024", () => {
    expect(copyrightYear).toBe(2024);
  });

  it("the four delivery steps", () => {
    expect(processSteps.map((step) => step.name)).toEqual([
      "Discover",
      "Design",
      "Develop",
      "Deploy",
    ]);
  });

  it("the technologies scale: the spec's nine expertise levels, in order, and 80–100 for any card added", () => {
    expect(
      coreTechnologies.slice(0, 9).map((card) => card.expertiseLevel),
    ).toEqual([100, 90, 95, 90, 92, 80, 94, 100, 100]);
    for (const card of coreTechnologies) {
      expect(card.expertiseLevel).toBeGreaterThanOrEqual(80);
      expect(card.expertiseLevel).toBeLessThanOrEqual(100);
    }
  });

  it("the nine technology categories, in order", () => {
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
  });

  it("the four industries and the four impact figures of the home page", () => {
    expect(industries.map((industry) => industry.industry)).toEqual([
      "Financial Services",
      "Healthcare",
      "Manufacturing",
      "Retail & E-commerce",
    ]);
    expect(impactStats.map((stat) => stat.number)).toEqual([
      "300%",
      "85%",
      "99.9%",
      "24/7",
    ]);
  });

  it("the case studies' two categories, each with a study", () => {
    expect(new Set(caseStudies.map((study) => study.category))).toEqual(
      new Set(["Government", "Financial Services"]),
    );
  });

  it('"Featured Articles" shows the newest three featured articles, newest first', () => {
    const newestFirst = [...articles].sort((a, b) =>
      b.publishDate.localeCompare(a.publishDate),
    );
    expect(articles).toEqual(newestFirst);
    expect(featuredArticles).toEqual(
      newestFirst.filter((article) => article.featured).slice(0, 3),
    );
  });
});

describe("the spec's launch inventory, a floor an editor may add to", () => {
  it.each([
    ["services", services.length, 12],
    ["clients", clients.length, 14],
    ["articles", articles.length, 3],
    ["featured articles", featuredArticles.length, 3],
    ["case studies", caseStudies.length, 2],
    ["core technologies", coreTechnologies.length, 9],
    ["AI solutions", aiSolutions.length, 4],
    ["values on /about", values.length, 4],
    ['"Why Choose Us" cards on /contact', whyChooseUs.length, 4],
  ] as const)("at least the spec's %s", (_what, count, floor) => {
    expect(count).toBeGreaterThanOrEqual(floor);
  });
});
