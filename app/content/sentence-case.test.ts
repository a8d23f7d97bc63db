import { describe, expect, it } from "vitest";

import clientsFile from "../../content/clients.json" with { type: "json" };
import identity from "../../content/identity.json" with { type: "json" };
import { isTitleCase } from "./sentence-case.js";

// Names come from the content, so a renamed company or client breaks no example.
const client = clientsFile.clients[0]?.name ?? "";

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
    `Contact ${identity.name}`,
    "Systems for South African enterprises",
    "Why AI, and why now",
    "Proven. Trusted. Local.",
    `Case study: ${client}`,
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
