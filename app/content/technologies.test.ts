import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { contentFileProblems } from "./content-files";

import {
  coreTechnologies,
  technologyGroups,
  technologyItems,
} from "./technologies";
import {
  coreTechnologySchema,
  technologyGroupSchema,
  technologiesFileSchema,
  technologyItemSchema,
} from "./technologies.schema";

const root = path.resolve(import.meta.dirname, "../..");

describe("core technologies", () => {
  it("are valid flip cards with six features each (their levels: spec-rules.test.ts)", () => {
    for (const card of coreTechnologies) coreTechnologySchema.parse(card);
  });

  it("have unique titles", () => {
    const titles = coreTechnologies.map((card) => card.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe("technology groups", () => {
  it("are valid groups (their categories: spec-rules.test.ts)", () => {
    for (const group of technologyGroups) technologyGroupSchema.parse(group);
  });

  it("give every item its group as category, each title once per group", () => {
    for (const item of technologyItems) technologyItemSchema.parse(item);
    const total = technologyGroups.reduce((n, g) => n + g.items.length, 0);
    expect(technologyItems).toHaveLength(total);
    for (const group of technologyGroups) {
      const titles = group.items.map((item) => item.title);
      expect(new Set(titles).size).toBe(titles.length);
    }
  });
});

describe("content/technologies.json", () => {
  const file = "content/technologies.json";
  const text = readFileSync(path.join(root, file), "utf8");

  it("is valid as written, and is what the page shows", () => {
    expect(contentFileProblems(file, text, technologiesFileSchema)).toEqual([]);
    const data = JSON.parse(text) as { groups: unknown[] };
    expect(technologyGroups).toEqual(data.groups);
  });

  it("names a mark that is not a drawn key, and a core card without six features", () => {
    const data = JSON.parse(text) as {
      coreTechnologies: Record<string, unknown>[];
      groups: { items: Record<string, unknown>[] }[];
    };
    const [card] = data.coreTechnologies;
    const [group] = data.groups;
    const [item] = group?.items ?? [];
    if (!card || !group || !item) throw new Error("no technologies");
    data.coreTechnologies[0] = { ...card, backFeatures: ["Only one"] };
    group.items[0] = { ...item, mark: "no-such-logo" };
    const problems = contentFileProblems(
      file,
      JSON.stringify(data),
      technologiesFileSchema,
    );
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/technologies\\.json: field coreTechnologies\\[0\\] \\(${escape(String(card.title))}\\)\\.backFeatures: `,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^content/technologies\\.json: field groups\\[0\\]\\.items\\[0\\] \\(${escape(String(item.title))}\\)\\.mark: Invalid option`,
        ),
      ),
    ]);
  });
});

/** A string matched as itself in a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
