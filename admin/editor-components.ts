import type { CmsField } from "./schema-fields.ts";

/** The article components as blocks of the body's "+" menu: a form in, the build's MDX out. */

export interface EditorComponent {
  id: string;
  label: string;
  fields: CmsField[];
  pattern: RegExp;
  fromBlock: (match: RegExpMatchArray) => Record<string, unknown>;
  toBlock: (data: Record<string, unknown>) => string;
}

/** `title="A" to="/contact"` → { title: "A", to: "/contact" }. */
export function attributesOf(text: string): Record<string, string> {
  return Object.fromEntries(
    Array.from(text.matchAll(/(\w+)="([^"]*)"/g), ([, ...pair]) => pair),
  );
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

/** `<Name attrs>`, its last field's text indented (a table: between blank lines), `</Name>`. */
function textBlock(
  name: string,
  component: Pick<EditorComponent, "id" | "label" | "fields">,
  table = false,
): EditorComponent {
  const attributes = component.fields.map((field) => field.name);
  const body = attributes.pop() ?? "";
  // An emptied attribute takes its field's default.
  const defaults = Object.fromEntries(
    component.fields.flatMap((field) =>
      "default" in field ? [[field.name, field.default]] : [],
    ),
  );
  const gap = table ? "\n\n" : "\n";
  return {
    ...component,
    pattern: new RegExp(
      `^<${name}((?:\\s+\\w+="[^"]*")*)\\s*>${gap}([\\s\\S]*?)${gap}<\\/${name}>`,
    ),
    fromBlock: (match) => ({
      ...defaults,
      ...attributesOf(match[1] ?? ""),
      [body]: (match[2] ?? "").replace(/^ {2}/gm, "").trim(),
    }),
    toBlock: (data) =>
      `${openingTag(
        name,
        attributes.map((key) => [key, data[key] || defaults[key]]),
      )}${gap}${String(data[body] ?? "")
        .trim()
        .replace(/^(?=.)/gm, table ? "" : "  ")}${gap}</${name}>`,
  };
}

export const callToAction = textBlock("CallToAction", {
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
      pattern: ["^/[a-z0-9/#-]*$", "a page of this site, such as /contact"],
    },
    {
      name: "body",
      label: "Text",
      widget: "text",
      hint: "One or two sentences. Every article ends with a call to action: keep this the last block.",
    },
  ],
});

export const callout = textBlock("Callout", {
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
});

export const figure = textBlock(
  "Figure",
  {
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
  },
  true,
);

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
      min: 2,
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
    const stats = (data.stats ?? []) as Record<string, unknown>[];
    const lines = stats.map(({ value, label }) => {
      const tag = `<Stat value="${attributeValue(value)}" label="${attributeValue(label)}" />`;
      return tag.length <= 78
        ? `  ${tag}`
        : `  <Stat\n    value="${attributeValue(value)}"\n    label="${attributeValue(label)}"\n  />`;
    });
    return `<StatGrid>\n${lines.join("\n")}\n</StatGrid>`;
  },
};

export const editorComponents = [callToAction, callout, figure, statGrid];
