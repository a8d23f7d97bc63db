import { z } from "zod";

import { DOCUMENT_UPLOADS_PATH, UPLOADS_PATH } from "../app/content/uploads.ts";

/**
 * Decap CMS's form fields, made from a content kind's zod schema, so the editor shows what the
 * build accepts (decision 086). Label and hint are the schema's `.meta({ title, description })`;
 * the meta's `widget`, `optionLabels`, `fixed` and picture keys are read below.
 */

/** The JSON Schema zod writes, as far as the editor reads it (with schema-parts.ts's meta). */
export interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  widget?: string;
  optionLabels?: Record<string, string>;
  fixed?: boolean;
  folder?: string;
  width?: number;
  transparent?: boolean;
  formats?: string;
  fileName?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: (string | number)[];
  const?: string | number | boolean;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/** One field of a Decap form (https://decapcms.org/docs/widgets/). */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  options?: (string | number | { label: string; value: string | number })[];
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  fields?: CmsField[];
  field?: CmsField;
  default?: unknown;
  collapsed?: boolean;
  summary?: string;
  format?: string;
  date_format?: string;
  time_format?: boolean;
  choose_url?: boolean;
  media_folder?: string;
  public_folder?: string;
  media_processing?: object;
  label_singular?: string;
  buttons?: string[];
  editor_components?: string[];
}

/**
 * A picture ("image") or document ("file") field, uploading into its kind's own folder. Decap
 * resizes an uploaded picture in the browser (JPEG unless it may be see-through) to the width the
 * site needs, so a photo straight from a phone fits the image budget (decision 086).
 */
function uploadField(
  base: Pick<CmsField, "name" | "label" | "required">,
  node: JsonSchema,
): CmsField {
  const image = node.widget === "image";
  const folder = `${image ? UPLOADS_PATH : DOCUMENT_UPLOADS_PATH}/${node.folder ?? "other"}`;
  return {
    ...base,
    widget: image ? "image" : "file",
    hint: node.description,
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

/** The schema as JSON Schema, as an editor fills it in (before any default is applied). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
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
  if (/ies$/.test(label)) return label.replace(/ies$/, "y");
  if (/(ss|us)$/.test(label)) return label;
  return label.replace(/s$/, "");
}

/** A nullable field's non-null schema; the schema itself otherwise. */
export function withoutNull(node: JsonSchema): {
  node: JsonSchema;
  nullable: boolean;
} {
  if (Array.isArray(node.type) && node.type.includes("null")) {
    const types = node.type.filter((type) => type !== "null");
    return {
      node: { ...node, type: types.length === 1 ? types[0] : types },
      nullable: true,
    };
  }
  const options = node.anyOf;
  if (!options) return { node, nullable: false };
  const rest = options.filter((option) => option.type !== "null");
  if (rest.length === 1 && rest[0] && rest.length < options.length) {
    const outer = { ...node };
    delete outer.anyOf;
    return { node: { ...rest[0], ...outer }, nullable: true };
  }
  return { node, nullable: false };
}

/** What the editor says about a length rule the form itself cannot enforce. */
function lengthHint(node: JsonSchema): string | undefined {
  const { minLength, maxLength } = node;
  if (maxLength !== undefined && (minLength ?? 0) > 1)
    return `${minLength}–${maxLength} characters.`;
  if (maxLength !== undefined) return `At most ${maxLength} characters.`;
  if ((minLength ?? 0) > 1) return `At least ${minLength} characters.`;
  return undefined;
}

/** What the editor says about how many items a list takes. */
function countHint(node: JsonSchema): string | undefined {
  const { minItems, maxItems } = node;
  if (minItems && minItems === maxItems) return `Exactly ${minItems}.`;
  if (minItems && maxItems !== undefined) return `${minItems} to ${maxItems}.`;
  if (minItems) return `At least ${minItems}.`;
  if (maxItems !== undefined) return `At most ${maxItems}.`;
  return undefined;
}

function joinHints(...hints: (string | undefined)[]): string | undefined {
  const text = hints.filter(Boolean).join(" ");
  return text || undefined;
}

/** The Decap field for one property of a schema. */
function fieldOf(
  name: string,
  schemaNode: JsonSchema,
  required: boolean,
): CmsField {
  const { node, nullable } = withoutNull(schemaNode);
  const base = {
    name,
    label: node.title ?? labelOf(name),
    ...(required && !nullable ? {} : { required: false }),
  };
  const hint = node.description;

  if (node.const !== undefined)
    return { ...base, widget: "hidden", default: node.const };

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
      const min =
        node.minimum ??
        (node.exclusiveMinimum !== undefined
          ? node.exclusiveMinimum + (node.type === "integer" ? 1 : 0)
          : undefined);
      return {
        ...base,
        widget: "number",
        value_type: node.type === "integer" ? "int" : "float",
        hint,
        ...(min !== undefined && min > Number.MIN_SAFE_INTEGER ? { min } : {}),
        ...(node.maximum !== undefined && node.maximum < Number.MAX_SAFE_INTEGER
          ? { max: node.maximum }
          : {}),
      };
    }
    case "array": {
      const items = node.items ?? {};
      const bounds = {
        // An item's own title names one ("Add fact"); otherwise the list's name made singular.
        label_singular: withoutNull(items).node.title ?? singularOf(base.label),
        ...(node.minItems ? { min: node.minItems } : {}),
        ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
      };
      const itemHint = joinHints(hint, countHint(node));
      if (withoutNull(items).node.type === "object") {
        const fields = fieldsOf(withoutNull(items).node);
        const named = ["title", "name", "heading", "label", "id"]
          .map((key) => fields.find((field) => field.name === key))
          .find(Boolean);
        return {
          ...base,
          widget: "list",
          hint: itemHint,
          collapsed: true,
          ...(named ? { summary: `{{fields.${named.name}}}` } : {}),
          fields,
          ...bounds,
        };
      }
      return {
        ...base,
        widget: "list",
        hint: itemHint,
        field: fieldOf(
          "item",
          { ...items, title: items.title ?? base.label },
          true,
        ),
        ...bounds,
      };
    }
    case "object":
      return {
        ...base,
        widget: "object",
        hint,
        // Decap checks an optional group's required fields even when it is left out.
        fields:
          required && !nullable ? fieldsOf(node) : allOptional(fieldsOf(node)),
      };
    default:
      break;
  }

  // A string, and what kind of string.
  if (node.widget === "image" || node.widget === "file")
    return uploadField(base, node);
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
    hint: joinHints(hint, lengthHint(node)),
    ...(pattern ? { pattern } : {}),
  };
}

/** Fields none of which the form insists on: those of an optional group. */
function allOptional(fields: CmsField[]): CmsField[] {
  return fields.map((field) => {
    const rest = { ...field };
    delete rest.min;
    return {
      ...rest,
      required: false,
      ...(field.fields ? { fields: allOptional(field.fields) } : {}),
      ...(field.field ? { field: allOptional([field.field])[0] } : {}),
    };
  });
}

/** The fields of an object schema, in the schema's order. */
function fieldsOf(node: JsonSchema): CmsField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, property]) =>
    fieldOf(name, property, required.has(name)),
  );
}

/** The form of a schema whose value is an object (a content file, or one entry of a folder). */
export function fieldsOfSchema(schema: z.ZodType): CmsField[] {
  const node = jsonSchemaOf(schema);
  if (node.type !== "object")
    throw new Error(
      `a content file's schema must describe an object, not ${String(node.type)}`,
    );
  return fieldsOf(node);
}

/** Nothing filled in: "", null, or a group or list of nothing. */
function isEmpty(value: unknown): boolean {
  if (value === "" || value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.every(isEmpty);
  if (typeof value === "object") return Object.values(value).every(isEmpty);
  return false;
}

/**
 * What Decap saves, made to fit the schema: Decap writes "" for an emptied field, which is left
 * out when optional and null when nullable, and a list never opened is written as empty.
 */
export function fitToSchema(node: JsonSchema, value: unknown): unknown {
  const { node: inner, nullable } = withoutNull(node);
  if (value === "" || value === undefined) {
    if (nullable) return null;
    // A list never opened (a new entry's) is empty, as Decap shows it.
    return inner.type === "array" ? [] : value;
  }
  if (inner.type === "array" && Array.isArray(value))
    return value.map((item) => fitToSchema(inner.items ?? {}, item));
  if (inner.type === "object" && value !== null && typeof value === "object") {
    const required = new Set(inner.required ?? []);
    const entries = Object.entries(value);
    for (const key of required)
      if (
        !(key in value) &&
        withoutNull(inner.properties?.[key] ?? {}).node.type === "array"
      )
        entries.push([key, undefined]);
    if (nullable && entries.every(([, item]) => isEmpty(item))) return null;
    // The schema's order, so that a saved file reads as the others do.
    const order = Object.keys(inner.properties ?? {});
    entries.sort(
      ([a], [b]) =>
        (order.indexOf(a) + 1 || Infinity) - (order.indexOf(b) + 1 || Infinity),
    );
    const out: Record<string, unknown> = {};
    for (const [key, item] of entries) {
      const property = inner.properties?.[key];
      if (!property) {
        out[key] = item;
        continue;
      }
      const fitted = fitToSchema(property, item);
      if (
        isEmpty(fitted) &&
        fitted !== null &&
        !required.has(key) &&
        !withoutNull(property).nullable
      )
        continue;
      out[key] = fitted;
    }
    return out;
  }
  return value;
}

/** A problem's path as the form names it: a field's label, or "item 2" of a list. */
function stepsOf(node: JsonSchema, path: readonly PropertyKey[]): string[] {
  const steps: string[] = [];
  let current: JsonSchema | undefined = node;
  for (const key of path) {
    const inner: JsonSchema | undefined = current
      ? withoutNull(current).node
      : undefined;
    if (typeof key === "number") {
      steps.push(`item ${key + 1}`);
      current = inner?.items;
    } else {
      const name = String(key);
      current = inner?.properties?.[name];
      steps.push(current?.title ?? labelOf(name));
    }
  }
  return steps;
}

/** What the build would say about an entry, one line a problem: "Screens › item 1 › Caption: …". */
export function problemsOfEntry(schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  const node = jsonSchemaOf(schema);
  return result.error.issues.map((issue) => {
    const where = stepsOf(node, issue.path).join(" › ") || "The entry";
    const missing =
      issue.code === "invalid_type" &&
      / received undefined$/.test(issue.message);
    return `${where}: ${missing ? "required" : issue.message}`;
  });
}
