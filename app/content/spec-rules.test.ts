import { describe, expect, it } from "vitest";

import { deliveryModel, offerings, story, trackRecord, values } from "./about";
import { articles, featuredArticles } from "./blog/articles";
import { archiveSection, featuredSection } from "./blog-sections";
import { caseStudies } from "./case-studies";
import { consentBanner } from "./consent";
import { clients } from "./clients";
import { whyChooseUs } from "./contact";
import { contactFormMessages, newsletterMessages } from "./contact-form";
import { identity } from "./identity";
import { legalDocuments } from "./legal/all";
import { aiSolutions, industries, impactStats } from "./home";
import { clientWall, satisfactionGuarantee } from "./home-sections";
import {
  footerQuickLinks,
  footerText,
  getStartedLink,
  menuItems,
} from "./navigation";
import { processSteps, services } from "./services";
import { updateNotice } from "./update-notice";
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

  it("the footer's copyright, from 2024 to the year the site is built: © 2024–<year>", () => {
    expect(footerText.copyright).toMatch(
      new RegExp(`^© 2024–${new Date().getFullYear()} `),
    );
  });

  it("the labels the spec names, in the site's sentence case (decision 081: the case is presentation)", () => {
    // The spec's own capitals, compared without case: “Get Started”, “View Case Studies”, …
    const words = (label: string) => label.toLowerCase();
    expect(words(getStartedLink.name)).toBe("get started");
    expect(getStartedLink.route).toBe("/contact#contact");
    expect(words(clientWall.caseStudiesLink)).toBe("view case studies");
    expect(words(satisfactionGuarantee.title)).toBe(
      "100% satisfaction guarantee",
    );
    expect(words(featuredSection.title)).toBe("featured articles");
    expect(words(archiveSection.title)).toBe("all articles");
    // product.md: a banner with Accept, Reject and Manage; “Cookie settings” in the footer.
    expect(
      [consentBanner.accept, consentBanner.reject, consentBanner.manage].map(
        words,
      ),
    ).toEqual(["accept", "reject", "manage"]);
    expect(words(footerText.cookieSettings)).toBe("cookie settings");
  });

  it("the update notice, the spec's error catalogue word for word (with a typographic ellipsis)", () => {
    expect(updateNotice.title.toLowerCase()).toBe("new version available");
    expect(updateNotice.body).toBe("Refreshing to latest version…");
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

  it("About quotes the delivery model: squads of 3–5 people, 3–9 months to production", () => {
    expect(deliveryModel.figures.map((figure) => figure.value)).toEqual([
      "3–5",
      "3–9",
    ]);
    expect(deliveryModel.figures[1]?.label).toMatch(/months/);
  });

  it("About's track record: 200+ projects, delivering since the founding year, 99.9% uptime, 24/7; the story says 100% black-owned and female-owned", () => {
    expect(trackRecord.stats.map((stat) => stat.value)).toEqual([
      "200+",
      String(identity.founded),
      "99.9%",
      "24/7",
    ]);
    expect(story.paragraphs.join(" ")).toMatch(
      /100% black-owned and female-owned/,
    );
  });

  it("About's offerings under What We Do, the spec's nine", () => {
    expect(offerings.items.map((offering) => offering.title)).toEqual([
      "Custom software",
      "Supply chain",
      "E-commerce",
      "Content management",
      "Workflow automation",
      "Fleet telematics",
      "Digital transformation",
      "AI solutions",
      "Web applications",
    ]);
  });

  it("the contact form's and newsletter's messages, the spec's error catalogue word for word (with a typographic apostrophe)", () => {
    expect(contactFormMessages.required).toBe(
      "Please fill in all required fields.",
    );
    expect(contactFormMessages.mailClientError).toBe(
      `Unable to open email client. Please contact us directly at ${identity.email}`,
    );
    expect(newsletterMessages.error).toBe(contactFormMessages.mailClientError);
    expect(contactFormMessages.sent).toBe(
      `Your email client should open shortly. If it doesn’t, please contact us directly at ${identity.email}`,
    );
    expect(contactFormMessages.cleared).toBe(
      "Saved data cleared successfully.",
    );
    expect(newsletterMessages.success).toBe(
      "Your email client has been opened to subscribe to our newsletter.",
    );
  });

  it("the legal documents: last updated 19 September 2025", () => {
    for (const document of Object.values(legalDocuments))
      expect(document.lastUpdated, document.title).toBe("2025-09-19");
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
    ["values on /about", values.items.length, 4],
    ['"Why Choose Us" cards on /contact', whyChooseUs.length, 4],
  ] as const)("at least the spec's %s", (_what, count, floor) => {
    expect(count).toBeGreaterThanOrEqual(floor);
  });
});
