import { z } from "zod";

import { DOCUMENT_UPLOADS_PATH, UPLOADS_PATH } from "../app/content/uploads.ts";

/** Decap's form fields from a content kind's zod schema and its `.meta()` (decision 086). */

/** zod's JSON Schema (OpenAPI 3.0's: a nullable value is flagged), with our `.meta()` keys. */
export interface JsonSchema extends z.core.JSONSchema.JSONSchema {
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  widget?: string;
  optionLabels?: Record<string, string>;
  fixed?: boolean;
  folder?: string;
  width?: number;
  transparent?: boolean;
  formats?: string;
  fileName?: string;
}

/** One field of a Decap form (https://decapcms.org/docs/widgets/), its other options unchecked. */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  pattern?: [string, string];
  fields?: CmsField[];
  field?: CmsField;
  [option: string]: unknown;
}

/** The schema as JSON Schema, as an editor fills it in (before any default is applied). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    target: "openapi-3.0",
  }) as JsonSchema;
}

/** "publishDate" → "Publish date": the label of a field whose schema gives no title. */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase();
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  return label.replace(/\b(id|url)\b/gi, (word) => word.toUpperCase());
}

/** "Services" → "Service", "Technologies" → "Technology": one item of a list, for its Add button. */
export function singularOf(label: string): string {
  if (/(ss|us)$/.test(label)) return label;
  return label.replace(/ies$/, "y").replace(/s$/, "");
}

/** A field's hint, then what it says of a length or a count the form itself cannot enforce. */
function withBounds(hint?: string, min = 0, max?: number, unit = "") {
  let bounds = "";
  if (min > 0 && min === max) bounds = `Exactly ${min}${unit}.`;
  else if (min > 0 && max !== undefined) bounds = `${min}–${max}${unit}.`;
  else if (min > 0) bounds = `At least ${min}${unit}.`;
  else if (max !== undefined) bounds = `At most ${max}${unit}.`;
  return [hint, bounds].filter(Boolean).join(" ") || undefined;
}

/** In an optional group nothing is required: Decap checks its fields even when it is left out. */
function fieldOf(
  name: string,
  node: JsonSchema,
  required: boolean,
  inOptionalGroup = false,
): CmsField {
  const optional = inOptionalGroup || !required || (node.nullable ?? false);
  const base = {
    name,
    label: node.title ?? labelOf(name),
    ...(optional ? { required: false } : {}),
  };
  const hint = node.description;

  if (node.enum?.length === 1)
    return { ...base, widget: "hidden", default: node.enum[0] };

  // The spec fixes it: hidden, so the saved file keeps it as it is.
  if (node.fixed) return { ...base, widget: "hidden" };

  if (node.enum) {
    const labels = node.optionLabels;
    return {
      ...base,
      widget: "select",
      options: labels
        ? node.enum.map((value) => ({
            label: labels[String(value)] ?? String(value),
            value,
          }))
        : node.enum,
      hint,
    };
  }

  switch (node.type) {
    case "boolean":
      return {
        ...base,
        widget: "boolean",
        hint,
        ...(required ? { required: false, default: false } : {}),
      };
    case "integer":
    case "number": {
      const integer = node.type === "integer";
      // zod bounds every integer by the safe ones; the form need not say so.
      const { minimum = -Infinity, maximum = Infinity } = node;
      const min = integer && node.exclusiveMinimum ? minimum + 1 : minimum;
      return {
        ...base,
        widget: "number",
        value_type: integer ? "int" : "float",
        hint,
        ...(min > Number.MIN_SAFE_INTEGER && !inOptionalGroup && { min }),
        ...(maximum < Number.MAX_SAFE_INTEGER && { max: maximum }),
      };
    }
    case "array": {
      const items = node.items ?? {};
      const list = {
        ...base,
        widget: "list",
        hint: withBounds(hint, node.minItems, node.maxItems),
        label_singular: items.title ?? singularOf(base.label),
        ...(node.minItems && !inOptionalGroup ? { min: node.minItems } : {}),
        ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
      };
      if (items.type !== "object") {
        const title = items.title ?? base.label;
        return {
          ...list,
          field: fieldOf("item", { ...items, title }, true, inOptionalGroup),
        };
      }
      const fields = fieldsOf(items, inOptionalGroup);
      const named = ["title", "name", "heading", "label", "id"]
        .map((key) => fields.find((field) => field.name === key))
        .find(Boolean);
      return {
        ...list,
        collapsed: true,
        ...(named ? { summary: `{{fields.${named.name}}}` } : {}),
        fields,
      };
    }
    case "object":
      return {
        ...base,
        widget: "object",
        hint,
        fields: fieldsOf(node, optional),
      };
  }

  // Picture or document; Decap resizes uploads to the width the site needs (decision 086).
  if (node.widget === "image" || node.widget === "file") {
    const image = node.widget === "image";
    const folder = `${image ? UPLOADS_PATH : DOCUMENT_UPLOADS_PATH}/${node.folder ?? "other"}`;
    return {
      ...base,
      widget: image ? "image" : "file",
      hint,
      choose_url: false,
      media_folder: `/public${folder}`,
      public_folder: folder,
      // Decap checks a file's name, not its path; it ends the message with a full stop.
      ...(node.fileName && {
        pattern: [node.fileName, node.formats ?? ""] as [string, string],
      }),
      ...(image &&
        node.width && {
          media_processing: {
            enabled: true,
            ...(!node.transparent && {
              format: { enabled: true, default: "jpeg" },
            }),
            width: node.width,
            quality: 82,
            strip_metadata: true,
          },
        }),
    };
  }
  if (node.format === "date")
    return {
      ...base,
      widget: "datetime",
      hint,
      format: "YYYY-MM-DD",
      date_format: "YYYY-MM-DD",
      time_format: false,
    };
  const pattern: [string, string] | undefined = node.pattern
    ? [
        node.pattern,
        hint ?? "Not in the form the site expects: the preview says why.",
      ]
    : node.format === "email"
      ? [
          "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$",
          "an e-mail address, name@company.co.za",
        ]
      : node.format === "uri"
        ? ["^https?://\\S+$", "a web address starting https://"]
        : undefined;
  return {
    ...base,
    widget: node.widget === "text" ? "text" : "string",
    // A minimum of 1 only says "not empty", which the form does say.
    hint: withBounds(
      hint,
      (node.minLength ?? 0) > 1 ? node.minLength : 0,
      node.maxLength,
      " characters",
    ),
    ...(pattern ? { pattern } : {}),
  };
}

function fieldsOf(node: JsonSchema, inOptionalGroup = false): CmsField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, property]) =>
    fieldOf(name, property, required.has(name), inOptionalGroup),
  );
}

export function fieldsOfSchema(schema: z.ZodType): CmsField[] {
  const node = jsonSchemaOf(schema);
  if (node.type !== "object")
    throw new Error(
      `a content file's schema must describe an object, not ${String(node.type)}`,
    );
  return fieldsOf(node);
}

function isEmpty(value: unknown): boolean {
  if (value === "" || value === null || value === undefined) return true;
  if (typeof value === "object") return Object.values(value).every(isEmpty);
  return false;
}

/** What Decap saves, fitted to the schema: an emptied field ("") left out or null, lists kept. */
export function fitToSchema(node: JsonSchema, value: unknown): unknown {
  if (value === "" || value === undefined)
    return node.nullable ? null : node.type === "array" ? [] : value;
  if (node.type === "array" && Array.isArray(value))
    return value.map((item) => fitToSchema(node.items ?? {}, item));
  if (node.type !== "object" || value === null || typeof value !== "object")
    return value;
  const properties = node.properties ?? {};
  const required = new Set(node.required ?? []);
  const given = value as Record<string, unknown>;
  if (node.nullable && Object.values(given).every(isEmpty)) return null;
  // The schema's order, so that a saved file reads as the others do; then any other keys.
  const out: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(properties)) {
    if (!(key in given) && !(required.has(key) && property.type === "array"))
      continue;
    const fitted = fitToSchema(property, given[key]);
    const omit = !required.has(key) && !property.nullable;
    if (omit && isEmpty(fitted) && fitted !== null) continue;
    out[key] = fitted;
  }
  for (const key of Object.keys(given))
    if (!(key in properties)) out[key] = given[key];
  return out;
}

/** What the build would say about an entry, one line a problem: "Screens › item 1 › Caption: …". */
export function problemsOfEntry(schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  const node = jsonSchemaOf(schema);
  return result.error.issues.map((issue) => {
    let current: JsonSchema | undefined = node;
    const steps = issue.path.map((key) => {
      if (typeof key === "number") {
        current = current?.items;
        return `item ${key + 1}`;
      }
      current = current?.properties?.[String(key)];
      return current?.title ?? labelOf(String(key));
    });
    const where = steps.join(" › ") || "The entry";
    const missing =
      issue.code === "invalid_type" &&
      / received undefined$/.test(issue.message);
    return `${where}: ${missing ? "required" : issue.message}`;
  });
}
