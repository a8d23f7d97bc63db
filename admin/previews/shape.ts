import type { JsonSchema } from "../schema-fields";

/**
 * An entry as far as it is filled in, in its schema's shape, so that a site component can draw
 * it while it is being written: a missing list is an empty list, a text an empty text, a group a
 * group of such; an optional field stays out until it is filled, a nullable one is null.
 */
export function shapedLike(node: JsonSchema, value: unknown): unknown {
  if ((value === null || value === undefined) && node.nullable) return null;
  switch (node.type) {
    case "array":
      return Array.isArray(value)
        ? value.map((item) => shapedLike(node.items ?? {}, item))
        : [];
    case "object": {
      const given =
        value !== null && typeof value === "object" && !Array.isArray(value)
          ? (value as Record<string, unknown>)
          : {};
      const required = new Set(node.required ?? []);
      const shaped: Record<string, unknown> = { ...given };
      for (const [key, property] of Object.entries(node.properties ?? {}))
        if (given[key] !== undefined || required.has(key))
          shaped[key] = shapedLike(property, given[key]);
      return shaped;
    }
    case "string":
      return typeof value === "string" || typeof value === "number"
        ? String(value)
        : "";
    case "number":
    case "integer":
      return typeof value === "number" && Number.isFinite(value)
        ? value
        : undefined;
    case "boolean":
      return typeof value === "boolean" ? value : false;
    default:
      return value;
  }
}
