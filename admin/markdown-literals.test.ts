import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { readArticle } from "../app/content/blog/article-index";
import { typedMarkdownProblems } from "./markdown-literals";

const blogDir = path.resolve(import.meta.dirname, "../content/articles");

describe("Markdown typed into the rich-text editor", () => {
  // What Decap 3's rich text saved for each line typed into it, key by key (measured in the
  // built editor): it escapes the characters that would have made Markdown.
  it("is named with the button that makes the formatting", () => {
    const saved = [
      "An opening paragraph.",
      "",
      "\\## Latency",
      "",
      "\\* item one",
      "",
      "\\- dash item",
      "",
      "\\> a quote",
      "",
      "\\*\\*bold\\*\\* and \\_it\\_ and \\[x](/contact)",
    ].join("\n");
    expect(typedMarkdownProblems(saved)).toEqual([
      "“## Latency” shows “##” as typed characters: make it a heading with the Headings button instead.",
      "“* item one” shows “*” as typed characters: make it a list with the Bulleted List button instead.",
      "“- dash item” shows “-” as typed characters: make it a list with the Bulleted List button instead.",
      "“> a quote” shows “>” as typed characters: make it a quote with the Quote button instead.",
      "“**bold**” shows as typed characters: select the words and use the Bold button instead.",
      "“_it_” shows as typed characters: select the words and use the Italic button instead.",
      "“[x](/contact)” shows as typed characters: select the words and use the Link button instead.",
    ]);
  });

  it("is found within a heading, a list, a quote, after a line break and in bold words", () => {
    const problems = typedMarkdownProblems(
      [
        "## \\## Latency",
        "",
        "* \\*\\*Fast\\*\\* answers",
        "",
        "> \\[our services](/services)",
        "",
        "First line\\",
        "\\## Second line",
        "",
        "**Bold with \\_italic\\_ typed**",
      ].join("\n"),
    );
    expect(problems).toHaveLength(5);
    expect(problems[0]).toMatch(/^“## Latency”.*Headings button/);
    expect(problems[1]).toMatch(/^“\*\*Fast\*\*”.*Bold button/);
    expect(problems[2]).toMatch(/^“\[our services\]\(\/services\)”.*Link/);
    expect(problems[3]).toMatch(/^“## Second line”.*Headings button/);
    expect(problems[4]).toMatch(/^“_italic_”.*Italic button/);
  });

  it("leaves formatting that works, figures, words and code alone", () => {
    expect(
      typedMarkdownProblems(
        [
          "## Latency",
          "",
          "* **Bold** and _italic_ and [a link](/contact).",
          "",
          "> A quote.",
          "",
          "1. A numbered step",
          "",
          "3\\*4\\*5 is 60, snake_case_name stays, # is a hash and `**code**` is code.",
          "",
          '<Callout tone="note">',
          "  Text in a block.",
          "</Callout>",
        ].join("\n"),
      ),
    ).toEqual([]);
  });

  it("shortens a long line to what finds it", () => {
    const [problem] = typedMarkdownProblems(`\\## ${"word ".repeat(30)}`);
    expect(problem).toMatch(/^“## word .{40,}…” shows “##”/);
  });

  it("says nothing of a body the compiler refuses (the build's check names that)", () => {
    expect(typedMarkdownProblems("<Callout>\n\\## unclosed")).toEqual([]);
  });

  it("finds nothing in the repository's articles", () => {
    for (const name of readdirSync(blogDir).filter((file) =>
      file.endsWith(".mdx"),
    )) {
      const fileName = path.join(blogDir, name);
      const { body } = readArticle({
        fileName,
        source: readFileSync(fileName, "utf8"),
      });
      expect(typedMarkdownProblems(body), name).toEqual([]);
    }
  });
});
