import { describe, expect, it } from "vitest";

import {
  capabilities,
  deliveryModel,
  industries,
  leadership,
  offerings,
  socialResponsibility,
  statements,
  story,
  trackRecord,
  values,
} from "./about";
import {
  capabilitiesSchema,
  deliveryModelSchema,
  industriesSchema,
  leadershipSchema,
  offeringsSchema,
  reasonsSchema,
  socialResponsibilitySchema,
  statementsSchema,
  storySchema,
  trackRecordSchema,
  valuesSchema,
} from "./about.schema";
import { whyChooseUs } from "./contact";
import { identity } from "./identity";

describe("about content", () => {
  it("matches its schemas", () => {
    storySchema.parse(story);
    statementsSchema.parse(statements);
    offeringsSchema.parse(offerings);
    valuesSchema.parse(values);
    deliveryModelSchema.parse(deliveryModel);
    trackRecordSchema.parse(trackRecord);
    industriesSchema.parse(industries);
    capabilitiesSchema.parse(capabilities);
    leadershipSchema.parse(leadership);
    socialResponsibilitySchema.parse(socialResponsibility);
  });

  it("has mission, vision and goal, the mission from the identity module", () => {
    expect(statements.map((s) => s.label)).toEqual([
      "Mission",
      "Vision",
      "Goal",
    ]);
    expect(statements[0]?.text).toBe(`${identity.mission}.`);
  });

  it("quotes the spec's delivery model: 3-5 people, 3-9 months", () => {
    expect(deliveryModel.figures.map((f) => f.value)).toEqual(["3–5", "3–9"]);
    expect(deliveryModel.figures[1]?.label).toMatch(/months/);
  });

  it("states the spec's figures: founded 2000, 200+ projects, 99.9% uptime, 24/7", () => {
    expect(trackRecord.stats.map((s) => s.value)).toEqual([
      "200+",
      String(identity.founded),
      "99.9%",
      "24/7",
    ]);
    expect(story.paragraphs.join(" ")).toMatch(
      /100% black-owned and female-owned/,
    );
  });

  it("tells each track-record figure once: no other section repeats it", () => {
    const elsewhere = [
      ...story.milestones.flatMap((m) => [m.year, m.text]),
      ...capabilities.flatMap((c) => c.items),
      ...deliveryModel.figures.map((f) => f.value),
    ].join(" | ");
    for (const stat of trackRecord.stats)
      expect(elsewhere, stat.value).not.toContain(stat.value);
  });

  it("gives each leader's photo, when there is one, its width and height", () => {
    for (const person of leadership)
      if (person.photo) {
        expect(person.photo.width).toBeGreaterThan(0);
        expect(person.photo.height).toBeGreaterThan(0);
      }
  });

  it("lists the spec's offerings under What We Do", () => {
    expect(offerings.items.map((o) => o.title)).toEqual([
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
});

describe("contact content", () => {
  it("has valid Why Choose Us cards", () => {
    reasonsSchema.parse(whyChooseUs);
  });
});
