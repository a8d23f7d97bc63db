import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import type { z } from "zod";
import contactFormFile from "../../content/contact-form.json" with { type: "json" };
import {
  capabilities,
  deliveryModel,
  heroLinks,
  industries,
  leadership,
  offerings,
  socialResponsibility,
  statements,
  story,
  trackRecord,
  values,
} from "./about";
import { aboutFileSchema } from "./about.schema";
import { contactDetails, whyChooseUs } from "./contact";
import { contactForm, contactFormMessages } from "./contact-form";
import { contactFormFileSchema } from "./contact-form.schema";
import { contactFileSchema } from "./contact.schema";

// The files as saved, each figure named as {token}: the schema checks what the editor saves.
const saved = (file: string): unknown =>
  JSON.parse(readFileSync(`content/${file}`, "utf8"));
const aboutFile = saved("about.json") as z.infer<typeof aboutFileSchema>;
const contactFile = saved("contact.json") as z.infer<typeof contactFileSchema>;
import { contentFileProblems } from "./content-files";
import { identity } from "./identity";
import { pageFacts } from "./facts";
import { notAFact } from "./schema-parts";
import { typographicQuotes } from "./typographic-quotes";

describe("about content", () => {
  // The file meets its schema in content-files.test.ts; here, what about.ts makes of it.
  it("fills the company facts in", () => {
    expect(
      JSON.stringify({
        heroLinks,
        story,
        statements,
        offerings,
        values,
        deliveryModel,
        trackRecord,
        industries,
        capabilities,
        leadership,
        socialResponsibility,
      }),
    ).not.toMatch(/\{\w+\}/);
    expect(trackRecord.eyebrow).toBe(
      typographicQuotes(
        aboutFile.trackRecord.eyebrow.replaceAll(
          "{founded}",
          String(identity.founded),
        ),
      ),
    );
    const mission = aboutFile.statements.items.find(
      (item) => item.label === "Mission",
    );
    expect(
      statements.items.find((item) => item.label === "Mission")?.text,
    ).toBe(
      typographicQuotes(
        mission?.text.replaceAll("{mission}", identity.mission) ?? "",
      ),
    );
  });
});

describe("the about file's schema", () => {
  const check = (data: unknown) =>
    contentFileProblems(
      "content/about.json",
      JSON.stringify(data),
      aboutFileSchema,
    );

  it("names the field with an icon that is not one of the site's, or a token that names no fact", () => {
    const broken = structuredClone(aboutFile);
    (broken.values.items[1] as { icon: string }).icon = "no-such-icon";
    broken.story.paragraphs[0] = "{ceo} founded the company in {founded}.";
    const problems = check(broken);
    expect(problems).toHaveLength(2);
    expect(problems.join("\n")).toMatch(
      /^content\/about\.json: field story\.paragraphs\[0\]: \{ceo\} is not a company fact: use \{name\}, /m,
    );
    expect(problems.join("\n")).toContain(
      `content/about.json: field values.items[1] (${broken.values.items[1]?.title}).icon: Invalid option`,
    );
  });

  it("names a section's blank heading, a heading's token that names no fact, and a missing link", () => {
    const broken = structuredClone(aboutFile);
    broken.leadership.title = " ";
    broken.trackRecord.eyebrow = "Results since {foundingYear}";
    delete (broken.offerings as { linkLabel?: string }).linkLabel;
    expect(check(broken)).toEqual([
      expect.stringMatching(
        /^content\/about\.json: field offerings\.linkLabel: Invalid input: expected string/,
      ),
      `content/about.json: field trackRecord.eyebrow: ${notAFact("foundingYear", pageFacts)}`,
      expect.stringMatching(
        /^content\/about\.json: field leadership\.title: Too small/,
      ),
    ]);
  });
});

describe("contact content", () => {
  it("has valid Why Choose Us cards, with the shared figures and facts filled in", () => {
    for (const reason of whyChooseUs)
      expect(JSON.stringify(reason)).not.toMatch(/\{\w+\}/);
  });

  it("the contact.json schema names a token that is neither a fact nor a shared figure", () => {
    const file = "content/contact.json";
    const broken = structuredClone(contactFile);
    const reason = broken.reasons[2];
    if (!reason) throw new Error("contact.json has fewer than three reasons");
    reason.figure = "{squadsize}";
    expect(
      contentFileProblems(file, JSON.stringify(broken), contactFileSchema),
    ).toEqual([
      `${file}: field reasons[2] (${reason.title}).figure: ${notAFact("squadsize", pageFacts)}`,
    ]);
  });

  it("the contact.json schema names a blank card title and a token in the office hours that names no fact", () => {
    const file = "content/contact.json";
    const broken = structuredClone(contactFile);
    broken.details.officeHours = "";
    broken.details.hours = "{openingHours}";
    broken.actions.call = " ";
    expect(
      contentFileProblems(file, JSON.stringify(broken), contactFileSchema),
    ).toEqual([
      `${file}: field actions.call: Too small: expected string to have >=1 characters`,
      `${file}: field details.officeHours: Too small: expected string to have >=1 characters`,
      `${file}: field details.hours: ${notAFact("openingHours", pageFacts)}`,
    ]);
  });

  it("fills the company facts in the contact block's words", () => {
    expect(JSON.stringify(contactDetails)).not.toMatch(/\{\w+\}/);
  });

  it("the contact form's words fill the company's mailbox, and keep the code's limits", () => {
    expect(contactFormMessages.sent).toContain(identity.email);
    expect(contactForm.noScript).toContain(identity.email);
    expect(contactForm.fields.message.maxLength).toBe(2000);
    expect(contactForm.fields.email.type).toBe("email");
  });

  it("the contact-form.json schema names a blank label", () => {
    const file = "content/contact-form.json";
    const broken = structuredClone(contactFormFile);
    broken.form.fields.subject.label = " ";
    expect(
      contentFileProblems(file, JSON.stringify(broken), contactFormFileSchema),
    ).toEqual([
      `${file}: field form.fields.subject.label: Too small: expected string to have >=1 characters`,
    ]);
  });
});
