import { describe, expect, it } from "vitest";

import { isTitleCase } from "../../app/content/sentence-case.js";
import {
  checkCopy,
  copyReportOnly,
  describeCopyProblem,
} from "./copy-conventions.mjs";

const page = (body: string) =>
  `<!doctype html><html lang="en-ZA"><head><title>Don't "quote"</title><script type="application/ld+json">{"name":"it's"}</script></head><body>${body}</body></html>`;

describe("isTitleCase", () => {
  it.each([
    "View Case Studies",
    "Why Choose Us",
    "AI & Machine Learning Solutions",
    "Mission, Vision and Goal",
  ])("finds Title Case in %j", (text) => {
    expect(isTitleCase(text)).toBe(true);
  });

  it.each([
    "View case studies",
    "Contact Khanyisa Digital",
    "Systems for South African enterprises",
    "Why AI, and why now",
    "Proven. Trusted. Local.",
    "Case study: Provincial Education Department",
    "B-BBEE Level 1 for every rand",
    "Nomvula Dlamini",
    "SQL Server",
  ])("accepts sentence case and names in %j", (text) => {
    expect(isTitleCase(text)).toBe(false);
  });

  it("holds a button of two words to sentence case, a heading (a person's name) not", () => {
    expect(isTitleCase("Get Started", "button")).toBe(true);
    expect(isTitleCase("Get started", "button")).toBe(false);
    expect(isTitleCase("Sipho Ndlovu", "heading")).toBe(false);
  });

  it("holds a label (a pill, a field's label, a category) to sentence case, Title Case's small words and “·” phrases included", () => {
    for (const text of [
      "Financial Services",
      "Head of Client Success",
      "Financial Services · Insurance",
      "Work E-mail",
    ])
      expect(isTitleCase(text, "label"), text).toBe(true);
    for (const text of [
      "Financial services",
      "Financial services · Insurance",
      "Government · In use since 2008 in two provinces",
      "ASP.NET Core",
      "CI/CD & deployment",
      "Cookie Policy",
      "Full name",
    ])
      expect(isTitleCase(text, "label"), text).toBe(false);
  });
});

describe("checkCopy", () => {
  it("names the page, the element and the text of each straight quote and Title Case label", () => {
    const problems = checkCopy(
      page(
        `<h2>Our Proven Track Record</h2><p>We don't guess.</p>` +
          `<img alt="A school's delivery" src="/a.png" width="1" height="1">` +
          `<a class="ui-button inline-flex" href="/contact">Get Started</a>` +
          `<button type="button"><span>Learn</span> More Today</button>` +
          `<span class="ui-badge rounded-full">Financial Services</span>` +
          `<label for="e">Work E-mail</label>`,
      ),
      "/about",
    );
    expect(problems.map(describeCopyProblem)).toEqual([
      'copy: /about <h2>: Title Case (use sentence case): "Our Proven Track Record"',
      'copy: /about <p>: straight quote or apostrophe (use ’ “ ”): "We don\'t guess."',
      'copy: /about <img alt>: straight quote or apostrophe (use ’ “ ”): "A school\'s delivery"',
      'copy: /about <a>: Title Case (use sentence case): "Get Started"',
      'copy: /about <button>: Title Case (use sentence case): "Learn More Today"',
      'copy: /about <span>: Title Case (use sentence case): "Financial Services"',
      'copy: /about <label>: Title Case (use sentence case): "Work E-mail"',
    ]);
  });

  it("leaves code, pre, scripts, JSON-LD, the document title and plain links alone", () => {
    expect(
      checkCopy(
        page(
          `<h1>Don’t settle: “quotes” done right</h1><pre>const a = "b";</pre>` +
            `<p>Run <code>npm run 'build'</code>.</p><script>window.x = "y"</script>` +
            `<a href="/legal/privacy-policy">Privacy Policy And Terms Here</a>` +
            `<svg viewBox="0 0 1 1"><path d="M0 0"/></svg><p>It’s fine.</p>`,
        ),
        "/home",
      ),
    ).toEqual([]);
  });

  it("reads an SVG title as visible copy", () => {
    expect(
      checkCopy(
        page(`<svg role="img"><title>A clinic's stock room</title></svg>`),
        "/home",
      ).map((problem) => problem.where),
    ).toEqual(["<title>"]);
  });
});

describe("copyReportOnly", () => {
  it("fails by default and only reports with COPY_CONVENTIONS=report", () => {
    expect(copyReportOnly({})).toBe(false);
    expect(copyReportOnly({ COPY_CONVENTIONS: "report" })).toBe(true);
  });
});
