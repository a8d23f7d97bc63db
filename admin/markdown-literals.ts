import { createProcessor } from "@mdx-js/mdx";
import type { Heading, Paragraph, Root, RootContent } from "mdast";
import remarkGfm from "remark-gfm";
import { visit } from "unist-util-visit";

// Decap's rich text saves typed Markdown escaped (“## Latency” shows as typed): name its button.

/** What typed at the start of a line would have made a block, and the button that makes it. */
const blockMarks: [RegExp, string][] = [
  [/^#{1,6}(?=\s)/, "make it a heading with the Headings button"],
  [/^[*+-](?=\s)/, "make it a list with the Bulleted List button"],
  [/^>/, "make it a quote with the Quote button"],
];

/** What typed within a line would have marked its words, and the button that marks them. */
const inlineMarks: [RegExp, string][] = [
  [
    /(\*\*|__)(?!\s)[^\n]+?(?<!\s)\1/g,
    "select the words and use the Bold button",
  ],
  [
    // Not within a word or a figure: 3*4*5 and snake_case are words, not emphasis.
    /(?<![\w*])([*_])(?![\s*_])[^*_\n]*?[^\s*_]\1(?![\w*])/g,
    "select the words and use the Italic button",
  ],
  [
    /(?<!!)\[[^\]\n]+\]\([^)\s]+\)/g,
    "select the words and use the Link button",
  ],
];

/** A quoted piece of the text, shortened to what finds it in the editor. */
const quoted = (text: string) =>
  `“${text.length > 60 ? `${text.slice(0, 59).trimEnd()}…` : text}”`;

/** The Markdown the site would show as characters in one line of text. */
function lineProblems(line: string, atLineStart: boolean): string[] {
  const problems: string[] = [];
  const text = line.trim();
  if (atLineStart)
    for (const [pattern, fix] of blockMarks) {
      const mark = pattern.exec(text)?.[0];
      if (mark)
        problems.push(
          `${quoted(text)} shows “${mark}” as typed characters: ${fix} instead.`,
        );
    }
  for (const [pattern, fix] of inlineMarks)
    for (const [match] of text.matchAll(pattern))
      problems.push(
        `${quoted(match)} shows as typed characters: ${fix} instead.`,
      );
  return problems;
}

/** The Markdown typed as characters in a paragraph or heading, line by line. */
function blockProblems(block: Paragraph | Heading) {
  const problems: string[] = [];
  let atLineStart = true;
  const read = (node: RootContent) => {
    if (node.type === "break") atLineStart = true;
    else if (node.type === "text")
      node.value.split("\n").forEach((line, index) => {
        problems.push(...lineProblems(line, atLineStart || index > 0));
        atLineStart = false;
      });
    else {
      // Code is shown as typed, on purpose; other marks carry text on.
      if ("children" in node) node.children.forEach(read);
      atLineStart = false;
    }
  };
  block.children.forEach(read);
  return problems;
}

/** Markdown typed as characters in an article's body, one sentence each (invalid MDX: the build's). */
export function typedMarkdownProblems(body: string): string[] {
  let tree: Root;
  try {
    tree = createProcessor({ remarkPlugins: [remarkGfm] }).parse(body);
  } catch {
    return [];
  }
  const problems: string[] = [];
  visit(tree, (node) => {
    if (node.type === "paragraph" || node.type === "heading")
      problems.push(...blockProblems(node));
  });
  return problems;
}
