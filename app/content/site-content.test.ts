import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";
import type { z } from "zod";

import { archiveSection, articleWords } from "./blog-sections";
import { blogFileSchema } from "./blog.schema";
import { consentFileSchema } from "./consent.schema";
import { contentFileProblems } from "./content-files";
import { fillFacts } from "./facts";
import { identity } from "./identity";
import { identitySchema } from "./identity.schema";
import { legalPagesSchema } from "./legal.schema";
import { buildYear } from "./facts";
import { footer, footerLine, footerText } from "./navigation";
import { navigationSchema } from "./navigation.schema";
import { newsletterSignup } from "./newsletter";
import { newsletterSchema } from "./newsletter.schema";
import { pageSchema } from "./pages.schema";
import { pagePath } from "./site-map";
import { notAFact } from "./schema-parts";
import { siteMessagesSchema, updateNoticeSchema } from "./site-messages.schema";

/*
 * The rules of the identity, navigation, page and newsletter files, and of the words around the
 * pages (site messages, cookie banner and settings, blog labels, legal pages): a broken copy of
 * each shipped file fails naming the file and the field.
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

  it("fails a phone that cannot be dialled from abroad, naming the field", () => {
    for (const phone of ["010 000 0000", "+27 10", "call us"])
      expect(problems(file, { ...valid, phone }, identitySchema)).toEqual([
        `${file}: field phone: the number as someone abroad would dial it: + and the country code, then the number, as +27 11 555 0199`,
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

  it("fails a link to a page the site does not have, or a page twice, naming the entry", () => {
    const first = valid.menu[0];
    // The more links: the menu and the quick links are the spec's (spec-rules.test.ts breaks them).
    const found = problems(
      file,
      { ...valid, footerMoreLinks: [first, "careers"] },
      navigationSchema,
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^content\/navigation\.json: field footerMoreLinks\[1\]: one of the site's pages: home, /,
    );
    expect(
      problems(
        file,
        {
          ...valid,
          footerMoreLinks: [...valid.footerMoreLinks, valid.footerMoreLinks[0]],
        },
        navigationSchema,
      ),
    ).toEqual([`${file}: field footerMoreLinks: each page at most once`]);
  });

  it("fails a page no link leads to, naming the page and where to add it", () => {
    const elsewhere = new Set([...valid.menu, ...valid.footerQuickLinks]);
    const onlyInFooter = valid.footerMoreLinks.filter(
      (key) => !elsewhere.has(key),
    );
    // The menu and the quick links are the spec's: the pages they leave out are the footer's own.
    expect(onlyInFooter.length).toBeGreaterThan(0);
    expect(
      problems(
        file,
        { ...valid, footerMoreLinks: [valid.menu[0]] },
        navigationSchema,
      ),
    ).toEqual(
      onlyInFooter.map(
        (key) =>
          `${file}: field footerMoreLinks: No link leads to ${pagePath[key]}: add “${valid.linkNames[key]}” to the more footer links.`,
      ),
    );
  });

  it("fails a page without its link name", () => {
    const linkNames: Record<string, string> = { ...valid.linkNames };
    delete linkNames.about;
    expect(
      problems(file, { ...valid, linkNames }, navigationSchema)[0],
    ).toMatch(/^content\/navigation\.json: field linkNames\.about: /);
  });

  it("fails a blank skip link and a footer line naming a value it does not fill", () => {
    const broken = {
      ...valid,
      skipLink: " ",
      footer: {
        ...valid.footer,
        copyright: "© {year} {name}.",
        badges: [...valid.footer.badges, "Level {bbbeeLevel}"],
      },
    };
    const found = problems(file, broken, navigationSchema);
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(/^content\/navigation\.json: field skipLink: /);
    expect(found[1]).toBe(
      `${file}: field footer.badges[${valid.footer.badges.length}]: {bbbeeLevel} is not filled here; this text may name {founded}`,
    );
    expect(found[2]).toBe(
      `${file}: field footer.copyright: {name} is not filled here; this text may name {year} or {legalName}`,
    );
  });

  it("runs the copyright from its first year to the build's, or names one year when they are the same", () => {
    const year = (startYear: number) =>
      footerLine("{year}", identity, startYear);
    expect(year(buildYear - 2)).toBe(`${buildYear - 2}–${buildYear}`);
    expect(year(buildYear)).toBe(String(buildYear));
  });

  it("fills the footer's facts and copyright years", () => {
    const copyright = footerLine(footer.copyright);
    const registration = footerLine(footer.registration);
    const filled = [...footerText.badges, copyright, registration];
    for (const line of [footerText.bbbeeBadge, ...filled])
      expect(line).not.toMatch(/\{\w+\}/);
    expect(copyright).toContain(String(buildYear));
    expect(copyright).toContain(identity.legalName);
    expect(registration).toContain(identity.registrationNumber);
    expect(registration).toContain(identity.address.display);
  });
});

describe("content/pages/*.json", () => {
  const file = "content/pages/about.json";
  const valid = read(file) as z.infer<typeof pageSchema>;

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
    expect(found[0]).toBe(`${file}: field hero.eyebrow: ${notAFact("year")}`);
    expect(found[1]).toMatch(
      /^content\/pages\/about\.json: field hero\.illustration: Invalid option/,
    );
  });
});

describe("content/newsletter.json", () => {
  const file = "content/newsletter.json";
  const valid = read(file) as z.infer<typeof newsletterSchema>;

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

describe("content/site-messages.json", () => {
  const file = "content/site-messages.json";
  const valid = read(file) as z.infer<typeof siteMessagesSchema>;

  it("fails a text without its link's place, or with it twice, and a blank heading", () => {
    const broken = {
      errorPage: {
        ...valid.errorPage,
        title: "",
        text: "This page could not be shown.",
      },
      redirectPage: {
        ...valid.redirectPage,
        text: "Redirecting to {homeLink} ({homeLink})…",
      },
    };
    const found = problems(file, broken, siteMessagesSchema);
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(
      /^content\/site-messages\.json: field errorPage\.title: /,
    );
    expect(found.slice(1)).toEqual([
      `${file}: field errorPage.text: must name {homeLink} once, where the page puts it`,
      `${file}: field redirectPage.text: must name {homeLink} once, where the page puts it`,
    ]);
  });

  it("fails a text naming a value the page does not fill", () => {
    expect(
      problems(
        file,
        {
          ...valid,
          errorPage: {
            ...valid.errorPage,
            text: "{name} could not show this page. Please {homeLink}.",
          },
        },
        siteMessagesSchema,
      ),
    ).toEqual([
      `${file}: field errorPage.text: {name} is not filled here; this text may name {homeLink}`,
    ]);
  });
});

describe("content/update-notice.json", () => {
  const file = "content/update-notice.json";
  const valid = read(file) as z.infer<typeof updateNoticeSchema>;

  it("fails a notice without its text, naming the field", () => {
    expect(problems(file, { title: valid.title }, updateNoticeSchema)).toEqual([
      expect.stringMatching(/^content\/update-notice\.json: field body: /),
    ]);
  });
});

describe("content/consent.json", () => {
  const file = "content/consent.json";
  const valid = read(file) as z.infer<typeof consentFileSchema>;

  it("fails a banner text without the cookie policy link's place and a category without its description", () => {
    const broken = {
      ...valid,
      banner: { ...valid.banner, text: "We use cookies." },
      settings: {
        ...valid.settings,
        analytics: { title: valid.settings.analytics.title },
      },
    };
    const found = problems(file, broken, consentFileSchema);
    expect(found).toHaveLength(2);
    expect(found[0]).toBe(
      `${file}: field banner.text: must name {cookiePolicy} once, where the page puts it`,
    );
    expect(found[1]).toMatch(
      /^content\/consent\.json: field settings\.analytics\.description: /,
    );
  });
});

describe("content/blog.json", () => {
  const file = "content/blog.json";
  const valid = read(file) as z.infer<typeof blogFileSchema>;

  it("fails a read time naming a value it is not given and a blank callout title", () => {
    const broken = {
      ...valid,
      article: { ...valid.article, readTime: "{readTime} min read" },
      callouts: { ...valid.callouts, tip: "" },
    };
    const found = problems(file, broken, blogFileSchema);
    expect(found).toHaveLength(2);
    expect(found[0]).toBe(
      `${file}: field article.readTime: {readTime} is not filled here; this text may name {minutes}`,
    );
    expect(found[1]).toMatch(/^content\/blog\.json: field callouts\.tip: /);
  });

  it("fills the count and the minutes", () => {
    for (const text of [
      archiveSection.count(1),
      archiveSection.count(12),
      articleWords.readTime(6),
    ])
      expect(text).not.toMatch(/\{\w+\}/);
    expect(archiveSection.count(12)).toContain("12");
    expect(articleWords.readTime(6)).toContain("6");
  });
});

describe("content/legal-pages.json", () => {
  const file = "content/legal-pages.json";
  const valid = read(file) as z.infer<typeof legalPagesSchema>;

  it("fails a date line without the date's place and a failure message without the address", () => {
    const broken = {
      ...valid,
      lastUpdated: "Last updated",
      loadFailed: "This document could not be loaded.",
    };
    expect(problems(file, broken, legalPagesSchema)).toEqual([
      `${file}: field lastUpdated: must name {date} once, where the page puts it`,
      `${file}: field loadFailed: must name {address} once, where the page puts it`,
    ]);
  });
});
