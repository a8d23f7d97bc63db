import { describe, expect, it } from "vitest";

import backend from "./backend.json" with { type: "json" };
import { backendSchema, cmsConfig } from "./cms-config";
import { editorComponents } from "./editor-components";
import { editorWords } from "./editor-words";

// Any origin: the words do not depend on it.
const config = cmsConfig(backendSchema.parse(backend), "http://localhost:5174");

/** Every word the editor's configuration shows, with where it is shown. */
function wordsOf(value: unknown, where: string): [string, string][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => wordsOf(item, `${where}[${index}]`));
  if (value === null || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const here = `${where} ${String(record.name ?? record.id ?? record.value ?? "")}`;
  const own: [string, string][] = [
    "label",
    "label_singular",
    "hint",
    "description",
  ]
    .map((key) => record[key])
    .filter((text): text is string => typeof text === "string")
    .map((text) => [here, text]);
  const message = Array.isArray(record.pattern) ? record.pattern[1] : undefined;
  if (typeof message === "string") own.push([here, message]);
  return [
    ...own,
    ...Object.entries(record)
      .filter(([key]) => key !== "pattern")
      .flatMap(([key, item]) => wordsOf(item, `${here} › ${key}`)),
  ];
}

const shown = [
  ...wordsOf(config.collections, "collections"),
  ...wordsOf(editorComponents, "article blocks"),
];

/** What a marketer would not know, each with why it is not for them. */
const engineerWords: [RegExp, string][] = [
  [/\bdecisions?\s+\d{3}\b|\(\d{3}\)/i, "a decision number"],
  [/(^|[\s(“"'])\/?(app|public|scripts|content)\/[\w.-]/, "a file path"],
  [/`[^`]*`/, "a code name in backticks"],
  [/["']/, "a straight quote or apostrophe"],
  [/\bspec\b/i, "the engineers’ “spec”"],
];

describe("the editor's words", () => {
  it("are read by the test (a sample of the form's words)", () => {
    expect(shown.length).toBeGreaterThan(500);
  });

  it.each(engineerWords)("never show %s", (pattern, what) => {
    const found = shown.filter(([, text]) => pattern.test(text));
    expect(
      found,
      `${what}:\n${found.map((entry) => entry.join(": ")).join("\n")}`,
    ).toEqual([]);
  });

  it("show what every {token} becomes", () => {
    // Right after the token, or after the quoted example it sits in.
    const explained = (text: string, token: string) =>
      new RegExp(
        `${token.replace(/[{}]/g, "\\$&")}(?:[^“”(]*”)? \\(shows as `,
      ).test(text);
    const found = shown.filter(([, text]) =>
      [...text.matchAll(/\{\w+\}/g)].some(([token]) => !explained(text, token)),
    );
    expect(found.map((entry) => entry.join(": "))).toEqual([]);
  });
});

describe("editorWords", () => {
  it("makes quotes and apostrophes typographic", () => {
    expect(
      editorWords(`The page's name, "Services"; the services' text.`),
    ).toBe("The page’s name, “Services”; the services’ text.");
  });

  it("shows what a fact's token shows, after the example it sits in", () => {
    expect(editorWords("Write the year as {founded}.")).toMatch(
      /^Write the year as \{founded\} \(shows as “\d{4}”\)\.$/,
    );
    expect(editorWords("The badge: “Level {bbbeeLevel}”.")).toMatch(
      /^The badge: “Level \{bbbeeLevel\}” \(shows as “Level \d”\)\.$/,
    );
    // Once a text, and not where an example is written already.
    expect(
      editorWords("{founded} or {founded}; {count} (shows as “nine”)."),
    ).toMatch(
      /^\{founded\} \(shows as “\d{4}”\) or \{founded\}; \{count\} \(shows as “nine”\)\.$/,
    );
  });
});
