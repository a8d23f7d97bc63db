import { z } from "zod";

import { DOCUMENT_UPLOADS_PATH, UPLOADS_PATH } from "../app/content/uploads.ts";

/**
 * Decap CMS's form fields, made from a content kind's zod schema: the schema is the one source
 * of truth of each kind, so the editor at /admin shows what the build will accept (decision 086).
 * A field's label and hint are its `.meta({ title, description })`; `widget` in the meta picks a
 * multi-line box ("text"), a picture picker ("image", with its upload folder) or a document picker
 * ("file", a PDF) where a one-line
 * box would not do, `optionLabels` names a select's values by what they show, and `fixed: true`
 * keeps a value the site's specification fixes out of the form.
 */

/** The JSON Schema zod writes, as far as the editor reads it. */
export interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  widget?: string;
  /** A select's label for each stored value, when the value does not say what it shows. */
  optionLabels?: Record<string, string>;
  /** `.meta({ fixed: true })`: the site's specification fixes it, so the form leaves it out. */
  fixed?: boolean;
  /**
   * A picture's upload folder and width (schema-parts.ts's imagePath), what it accepts, and the
   * pattern of a file name it accepts.
   */
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
  media_processing?: MediaProcessing;
  label_singular?: string;
  allow_add?: boolean;
  /** The markdown widget: its toolbar's buttons and the blocks of its "+" menu, by id. */
  buttons?: string[];
  editor_components?: string[];
}

/** How Decap prepares an uploaded JPEG, PNG or WebP in the browser before it saves it. */
interface MediaProcessing {
  enabled: true;
  format?: { enabled: true; default: "jpeg" };
  width: number;
  quality: number;
  strip_metadata: true;
}

/**
 * A picture field: Decap's picker, uploading into the kind's own folder, so each kind's pictures
 * stay together and the build can tell which are used. Decap prepares an uploaded JPEG, PNG or
 * WebP in the browser (an SVG is kept): resized to the width the site needs and, unless it may
 * be see-through (a logo), saved as a JPEG, so a photo or a screenshot straight from a phone or
 * a computer fits the site's 100 KB image budget. Nothing is refused for its size.
 */
function imageField(
  base: Pick<CmsField, "name" | "label" | "required">,
  node: JsonSchema,
): CmsField {
  const folder = `${UPLOADS_PATH}/${node.folder ?? "other"}`;
  return {
    ...base,
    widget: "image",
    hint: node.description,
    choose_url: false,
    media_folder: `/public${folder}`,
    public_folder: folder,
    // Decap checks a picture's file name, not its path; it ends the message with a full stop.
    ...(node.fileName
      ? { pattern: [node.fileName, node.formats ?? ""] as [string, string] }
      : {}),
    ...(node.width
      ? {
          media_processing: {
            enabled: true,
            ...(node.transparent
              ? {}
              : { format: { enabled: true, default: "jpeg" } }),
            width: node.width,
            quality: 82,
            strip_metadata: true,
          },
        }
      : {}),
  };
}

/**
 * A document field: Decap's file picker, uploading into the kind's own folder under
 * public/documents/uploads, kept as it is (a PDF is not resized).
 */
function fileField(
  base: Pick<CmsField, "name" | "label" | "required">,
  node: JsonSchema,
): CmsField {
  const folder = `${DOCUMENT_UPLOADS_PATH}/${node.folder ?? "other"}`;
  return {
    ...base,
    widget: "file",
    hint: node.description,
    choose_url: false,
    media_folder: `/public${folder}`,
    public_folder: folder,
    ...(node.fileName
      ? { pattern: [node.fileName, node.formats ?? ""] as [string, string] }
      : {}),
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

  // A value the spec fixes is never the marketer's: hidden, so the saved file keeps it as it is
  // (the schema still refuses a change made by hand, saying the spec fixes it).
  if (node.fixed) return { ...base, widget: "hidden" };

  if (node.enum) {
    // A value stored as the site has always read it, shown by what it draws ("red" draws navy).
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
        // Decap checks a group's required fields even when the group itself is optional and
        // left out; the schema check before saving still holds a group that is there to its rules.
        fields:
          required && !nullable ? fieldsOf(node) : allOptional(fieldsOf(node)),
      };
    default:
      break;
  }

  // A string, and what kind of string.
  if (node.widget === "image") return imageField(base, node);
  if (node.widget === "file") return fileField(base, node);
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
 * What Decap saves, made to fit the schema: an emptied optional field is left out and an emptied
 * nullable one is null (Decap writes "" for both), so that a file saved from the editor passes
 * the build's check whenever its values do.
 */
export function fitToSchema(node: JsonSchema, value: unknown): unknown {
  const { node: inner, nullable } = withoutNull(node);
  if (value === "" || value === undefined) {
    if (nullable) return null;
    // A list the editor never opened (a new entry's) is an empty list, as Decap shows it; the
    // schema's check then names a list that may not be empty.
    return inner.type === "array" ? [] : value;
  }
  if (inner.type === "array" && Array.isArray(value))
    return value.map((item) => fitToSchema(inner.items ?? {}, item));
  if (inner.type === "object" && value !== null && typeof value === "object") {
    const required = new Set(inner.required ?? []);
    const entries = Object.entries(value);
    // A required list missing from the entry (never opened in the form) is written as empty.
    for (const key of required)
      if (
        !(key in value) &&
        withoutNull(inner.properties?.[key] ?? {}).node.type === "array"
      )
        entries.push([key, undefined]);
    // An optional group the editor left empty is no group at all.
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
      // An optional field or group the editor left empty is left out.
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

/** One step of a problem's path, as the form names it: a field's label, or "item 2" of a list. */
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

/**
 * What the build would say about an entry, one line per problem, in the form's words: the path
 * by the fields' labels ("Screens › item 1 › Caption") and "required" for a field left empty.
 */
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
