import { describe, expect, it } from "vitest";

import { pageTitle, seo } from "./seo";

describe("pageTitle", () => {
  it("suffixes named pages with the company name", () => {
    expect(pageTitle("Acme", "Services")).toBe("Services | Acme");
  });

  it("uses the company name alone for other pages", () => {
    expect(pageTitle("Acme")).toBe("Acme");
  });
});

describe("seo", () => {
  it("gives the title and the description", () => {
    expect(
      seo({ siteName: "Acme", pageName: "About", description: "Who we are." }),
    ).toEqual([
      { title: "About | Acme" },
      { name: "description", content: "Who we are." },
    ]);
  });
});
