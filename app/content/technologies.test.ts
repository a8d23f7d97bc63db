import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { contentFileProblems } from "./content-files";
import { numberInWords } from "./facts";

import {
  coreTechnologies,
  coreTechnologiesCopy,
  technologyGroups,
} from "./technologies";
import { technologiesFileSchema } from "./technologies.schema";
import { technologyCategories } from "./technologies/categories";
import { typographicContent } from "./typographic-quotes";

const root = path.resolve(import.meta.dirname, "../..");

describe("the core technologies' words", () => {
  it("say how many cards there are, spelt out, with a capital where a sentence opens", () => {
    const spelt =
      numberInWords(coreTechnologies.length) ?? String(coreTechnologies.length);
    const capital = spelt.charAt(0).toUpperCase() + spelt.slice(1);
    // The file as the site reads it: its quotes made typographic.
    const file = typographicContent(
      JSON.parse(
        readFileSync(path.join(root, "content/technologies.json"), "utf8"),
      ),
    ) as { coreTechnologies: { intro: string; swipeHint: string } };
    expect(coreTechnologiesCopy.intro).toBe(
      file.coreTechnologies.intro.replace(/^\{count\}/, capital),
    );
    expect(coreTechnologiesCopy.swipeHint).toBe(
      file.coreTechnologies.swipeHint.replace("{count}", spelt),
    );
    expect(
      JSON.stringify([
        coreTechnologiesCopy.intro,
        coreTechnologiesCopy.swipeHint,
      ]),
    ).not.toMatch(/\{\w+\}/);
  });
});

describe("content/technologies.json", () => {
  const file = "content/technologies.json";
  const text = readFileSync(path.join(root, file), "utf8");

  it("is what the page shows", () => {
    const data = typographicContent(JSON.parse(text)) as {
      toolbox: { groups: Record<string, object> };
    };
    expect(technologyGroups).toEqual(
      Object.entries(technologyCategories).map(([key, category]) => ({
        ...data.toolbox.groups[key],
        category,
      })),
    );
  });

  it("names a mark that is not a drawn key, and a core card without six features", () => {
    const data = JSON.parse(text) as {
      coreTechnologies: { cards: Record<string, unknown>[] };
      toolbox: { groups: Record<string, { items: Record<string, unknown>[] }> };
    };
    const [card] = data.coreTechnologies.cards;
    const group = data.toolbox.groups.infrastructure;
    const [item] = group?.items ?? [];
    if (!card || !group || !item) throw new Error("no technologies");
    data.coreTechnologies.cards[0] = { ...card, backFeatures: ["Only one"] };
    group.items[0] = { ...item, mark: "no-such-logo" };
    const problems = contentFileProblems(
      file,
      JSON.stringify(data),
      technologiesFileSchema,
    );
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/technologies\\.json: field coreTechnologies\\.cards\\[0\\] \\(${escape(String(card.title))}\\)\\.backFeatures: `,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^content/technologies\\.json: field toolbox\\.groups\\.infrastructure\\.items\\[0\\] \\(${escape(String(item.title))}\\)\\.mark: Invalid option`,
        ),
      ),
    ]);
  });

  it("names a heading left blank and a token the page does not fill", () => {
    const data = JSON.parse(text) as {
      coreTechnologies: { expertiseLevel: string; swipeHint: string };
      toolbox: { title: string };
    };
    data.coreTechnologies.expertiseLevel = "";
    data.coreTechnologies.swipeHint = "Swipe through all {total}";
    data.toolbox.title = " ";
    expect(
      contentFileProblems(file, JSON.stringify(data), technologiesFileSchema),
    ).toEqual([
      `${file}: field coreTechnologies.swipeHint: {total} is not filled here; this text may name {count}`,
      `${file}: field coreTechnologies.expertiseLevel: Too small: expected string to have >=1 characters`,
      `${file}: field toolbox.title: Too small: expected string to have >=1 characters`,
    ]);
  });
});

/** A string matched as itself in a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
