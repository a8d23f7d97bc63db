import type { CmsField } from "./schema-fields.ts";

/**
 * The article components as blocks of the body's "+" menu: a form in, the MDX the build expects
 * out, read back and written again as the articles are written.
 */

export interface EditorComponent {
  id: string;
  label: string;
  fields: CmsField[];
  pattern: RegExp;
  fromBlock: (match: RegExpMatchArray) => Record<string, unknown>;
  toBlock: (data: Record<string, unknown>) => string;
  toPreview: (data: Record<string, unknown>) => string;
}

/** `title="A" to="/contact"` → { title: "A", to: "/contact" }. */
export function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, value] of text.matchAll(/(\w+)="([^"]*)"/g))
    if (name) attributes[name] = value ?? "";
  return attributes;
}

/** An attribute's value as MDX can hold it: straight double quotes become typographic ones. */
function attributeValue(value: unknown): string {
  return String(value ?? "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/"([^"]*)"/g, "“$1”")
    .replace(/"/g, "”");
}

/** The opening tag as prettier writes it. */
function openingTag(name: string, attributes: [string, unknown][]): string {
  const parts = attributes
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([key, value]) => `${key}="${attributeValue(value)}"`);
  const line = `<${name}${parts.map((part) => ` ${part}`).join("")}>`;
  return line.length <= 80 || parts.length === 1
    ? line
    : `<${name}\n${parts.map((part) => `  ${part}`).join("\n")}\n>`;
}

/** Text inside a component, indented by two spaces; and back. */
const indent = (text: unknown) =>
  String(text ?? "")
    .trim()
    .split("\n")
    .map((line) => (line ? `  ${line}` : ""))
    .join("\n");
const outdent = (text: string) =>
  text
    .split("\n")
    .map((line) => line.replace(/^ {2}/, ""))
    .join("\n")
    .trim();

const escapeHtml = (text: unknown) =>
  String(text ?? "").replace(
    /[&<>"]/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c,
  );

/** A block `<Name attrs>` … `</Name>` at the start of a line. */
const blockPattern = (name: string) =>
  new RegExp(
    `^<${name}((?:\\s+\\w+="[^"]*")*)\\s*>\\n([\\s\\S]*?)\\n<\\/${name}>`,
  );

const sitePath: [string, string] = [
  "^/[a-z0-9/#-]*$",
  "a page of this site, such as /contact",
];

export const callToAction: EditorComponent = {
  id: "call-to-action",
  label: "Call to action",
  fields: [
    {
      name: "title",
      label: "Heading",
      widget: "string",
      hint: "What the reader can do next, e.g. “Find your first AI use case”.",
    },
    {
      name: "label",
      label: "Button text",
      widget: "string",
      hint: "A few words, e.g. “Book a free consultation”.",
    },
    {
      name: "to",
      label: "Button goes to",
      widget: "string",
      default: "/contact",
      pattern: sitePath,
    },
    {
      name: "body",
      label: "Text",
      widget: "text",
      hint: "One or two sentences. Every article ends with a call to action: keep this the last block.",
    },
  ],
  pattern: blockPattern("CallToAction"),
  fromBlock: (match) => ({
    ...attributesOf(match[1] ?? ""),
    body: outdent(match[2] ?? ""),
  }),
  toBlock: (data) =>
    `${openingTag("CallToAction", [
      ["title", data.title],
      ["label", data.label],
      ["to", data.to || "/contact"],
    ])}\n${indent(data.body)}\n</CallToAction>`,
  toPreview: (data) =>
    `<aside><strong>${escapeHtml(data.title)}</strong><p>${escapeHtml(data.body)}</p><p>[${escapeHtml(data.label)}]</p></aside>`,
};

export const callout: EditorComponent = {
  id: "callout",
  label: "Callout",
  fields: [
    {
      name: "tone",
      label: "Kind",
      widget: "select",
      options: [
        { label: "Note", value: "note" },
        { label: "Tip", value: "tip" },
        { label: "Warning", value: "warning" },
      ],
      default: "note",
    },
    { name: "title", label: "Heading", widget: "string", required: false },
    { name: "body", label: "Text", widget: "text" },
  ],
  pattern: blockPattern("Callout"),
  fromBlock: (match) => ({
    tone: "note",
    ...attributesOf(match[1] ?? ""),
    body: outdent(match[2] ?? ""),
  }),
  toBlock: (data) =>
    `${openingTag("Callout", [
      ["tone", data.tone || "note"],
      ["title", data.title],
    ])}\n${indent(data.body)}\n</Callout>`,
  toPreview: (data) =>
    `<aside><strong>${escapeHtml(data.title)}</strong><p>${escapeHtml(data.body)}</p></aside>`,
};

export const figure: EditorComponent = {
  id: "figure",
  label: "Table with a caption",
  fields: [
    { name: "caption", label: "Caption", widget: "string" },
    {
      name: "table",
      label: "Table",
      widget: "text",
      hint: "A Markdown table: a header row, a row of | --- |, then one row a line, cells between | bars.",
    },
  ],
  pattern: /^<Figure((?:\s+\w+="[^"]*")*)\s*>\n\n([\s\S]*?)\n\n<\/Figure>/,
  fromBlock: (match) => ({
    caption: attributesOf(match[1] ?? "").caption ?? "",
    table: (match[2] ?? "").trim(),
  }),
  toBlock: (data) =>
    `${openingTag("Figure", [["caption", data.caption]])}\n\n${String(
      data.table ?? "",
    ).trim()}\n\n</Figure>`,
  toPreview: (data) =>
    `<figure><pre>${escapeHtml(data.table)}</pre><figcaption>${escapeHtml(data.caption)}</figcaption></figure>`,
};

export const statGrid: EditorComponent = {
  id: "stat-grid",
  label: "Figures in a grid",
  fields: [
    {
      name: "stats",
      label: "Figures",
      widget: "list",
      label_singular: "figure",
      hint: "Two to four figures, each with its source in the article’s text.",
      min: 1,
      max: 4,
      fields: [
        { name: "value", label: "Figure", widget: "string", hint: "e.g. 85%" },
        { name: "label", label: "What it measures", widget: "string" },
      ],
    },
  ],
  pattern: /^<StatGrid>\n([\s\S]*?)\n<\/StatGrid>/,
  fromBlock: (match) => ({
    stats: [
      ...(match[1] ?? "").matchAll(/<Stat((?:\s+\w+="[^"]*")*)\s*\/>/g),
    ].map((stat) => {
      const { value = "", label = "" } = attributesOf(stat[1] ?? "");
      return { value, label };
    }),
  }),
  toBlock: (data) => {
    const stats = Array.isArray(data.stats)
      ? (data.stats as Record<string, unknown>[])
      : [];
    const lines = stats.map((stat) => {
      const tag = `<Stat value="${attributeValue(stat.value)}" label="${attributeValue(stat.label)}" />`;
      return tag.length <= 78
        ? `  ${tag}`
        : `  <Stat\n    value="${attributeValue(stat.value)}"\n    label="${attributeValue(stat.label)}"\n  />`;
    });
    return `<StatGrid>\n${lines.join("\n")}\n</StatGrid>`;
  },
  toPreview: (data) =>
    `<dl>${(Array.isArray(data.stats)
      ? (data.stats as Record<string, unknown>[])
      : []
    )
      .map(
        (stat) =>
          `<dt>${escapeHtml(stat.value)}</dt><dd>${escapeHtml(stat.label)}</dd>`,
      )
      .join("")}</dl>`,
};

export const editorComponents: readonly EditorComponent[] = [
  callToAction,
  callout,
  figure,
  statGrid,
];
