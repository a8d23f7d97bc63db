import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";
import type { z } from "zod";

import { contentFileProblems } from "./content-files";
import { fillFacts } from "./facts";
import { identity } from "./identity";
import { identitySchema } from "./identity.schema";
import { navigationSchema } from "./navigation.schema";
import { newsletterSignup } from "./newsletter";
import { newsletterSchema } from "./newsletter.schema";
import { pageSchema } from "./pages.schema";

/*
 * The rules of the identity, navigation, page and newsletter files: each shipped file is valid
 * (read from content/, not pinned here), and a broken copy fails naming the file and the field.
 */
const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) =>
  JSON.parse(readFileSync(path.join(root, file), "utf8")) as Record<
    string,
    unknown
  >;

/** The problems of `data` as the content of `file`. */
const problems = (file: string, data: unknown, schema: z.ZodType) =>
  contentFileProblems(file, JSON.stringify(data), schema);

describe("content/identity.json", () => {
  const file = "content/identity.json";
  const valid = read(file) as z.infer<typeof identitySchema>;

  it("is valid as shipped", () => {
    expect(problems(file, valid, identitySchema)).toEqual([]);
  });

  it("fails a phone whose dialled digits are not the ones shown, naming the field", () => {
    const broken = {
      ...valid,
      phone: { display: "+27 11 555 0199", href: "tel:+27115550100" },
    };
    expect(problems(file, broken, identitySchema)).toEqual([
      `${file}: field phone.href: must dial the number shown: the same digits as its display`,
    ]);
  });

  it("fails a malformed registration number, e-mail, WhatsApp number, LinkedIn address, year and level", () => {
    const broken = {
      ...valid,
      registrationNumber: "2011/12345/07",
      email: "info.company.co.za",
      whatsapp: "+27 82 555 0199",
      social: { linkedin: "http://www.linkedin.com/company/x" },
      founded: 1850,
      bbbeeLevel: 9,
    };
    const found = problems(file, broken, identitySchema).join("\n");
    for (const field of [
      "registrationNumber",
      "email",
      "whatsapp",
      "social.linkedin",
      "founded",
      "bbbeeLevel",
    ])
      expect(found).toContain(`${file}: field ${field}: `);
  });

  it("accepts no WhatsApp number (null hides the action)", () => {
    expect(
      problems(file, { ...valid, whatsapp: null }, identitySchema),
    ).toEqual([]);
  });
});

describe("content/navigation.json", () => {
  const file = "content/navigation.json";
  const valid = read(file) as z.infer<typeof navigationSchema>;

  it("is valid as shipped", () => {
    expect(problems(file, valid, navigationSchema)).toEqual([]);
  });

  it("fails a link to a page the site does not have, or a page twice, naming the entry", () => {
    const first = valid.menu[0];
    const broken = {
      ...valid,
      menu: [first, "careers"],
      footerQuickLinks: [first, first],
    };
    const found = problems(file, broken, navigationSchema);
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(
      /^content\/navigation\.json: field menu\[1\]: one of the site's pages: home, /,
    );
    expect(found[1]).toBe(
      `${file}: field footerQuickLinks: each page at most once`,
    );
  });

  it("fails a page without its link name", () => {
    const linkNames: Record<string, string> = { ...valid.linkNames };
    delete linkNames.about;
    expect(
      problems(file, { ...valid, linkNames }, navigationSchema)[0],
    ).toMatch(/^content\/navigation\.json: field linkNames\.about: /);
  });
});

describe("content/pages/*.json", () => {
  const file = "content/pages/about.json";
  const valid = read(file) as z.infer<typeof pageSchema>;

  it("is valid as shipped", () => {
    expect(problems(file, valid, pageSchema)).toEqual([]);
  });

  it("measures the description with the facts filled in, and names the field", () => {
    const long = `{legalName} ${"x".repeat(200 - fillFacts("{legalName} ").length)}`;
    expect(fillFacts(long)).toHaveLength(200);
    expect(problems(file, { ...valid, description: long }, pageSchema)).toEqual(
      [],
    );
    expect(
      problems(file, { ...valid, description: `${long}!` }, pageSchema),
    ).toEqual([
      `${file}: field description: 50 to 200 characters once the facts are filled in (it has 201)`,
    ]);
  });

  it("fails an unknown fact and an illustration that is not drawn", () => {
    const broken = {
      ...valid,
      hero: { ...valid.hero, eyebrow: "Since {year}", illustration: "beach" },
    };
    const found = problems(file, broken, pageSchema);
    expect(found[0]).toBe(
      `${file}: field hero.eyebrow: {year} names no company fact (app/content/facts.ts)`,
    );
    expect(found[1]).toMatch(
      /^content\/pages\/about\.json: field hero\.illustration: Invalid option/,
    );
  });
});

describe("content/newsletter.json", () => {
  const file = "content/newsletter.json";
  const valid = read(file) as z.infer<typeof newsletterSchema>;

  it("is valid as shipped", () => {
    expect(problems(file, valid, newsletterSchema)).toEqual([]);
  });

  it("fails a next step that does not name the visitor's address", () => {
    expect(
      problems(
        file,
        { ...valid, nextStep: "Send the e-mail it has prepared." },
        newsletterSchema,
      ),
    ).toEqual([
      `${file}: field nextStep: must name the visitor's address as {visitorEmail}`,
    ]);
  });

  it("fills the visitor's address into the next step and the company's e-mail into the no-script text", () => {
    const step = newsletterSignup.nextStep("thandi@example.co.za");
    expect(step).toContain("thandi@example.co.za");
    expect(step).not.toContain("{");
    expect(newsletterSignup.noScript).toContain(identity.email);
    expect(newsletterSignup.noScript).not.toMatch(/\{\w+\}/);
  });
});
