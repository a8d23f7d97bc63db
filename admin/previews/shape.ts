import { type JsonSchema, withoutNull } from "../schema-fields";

/**
 * An entry as far as it is filled in, in its schema's shape, so that a site component can draw
 * it while it is being written: a list the entry lacks (or holds as something else) is an empty
 * list, a text an empty text, a group a group of such, a number left out; an optional field stays
 * out until it is filled, a nullable one is null. The components then draw gaps where the words
 * will go, never a missing list they would map over.
 */
export function shapedLike(node: JsonSchema, value: unknown): unknown {
  const { node: inner, nullable } = withoutNull(node);
  if ((value === null || value === undefined) && nullable) return null;
  switch (inner.type) {
    case "array":
      return Array.isArray(value)
        ? value.map((item) => shapedLike(inner.items ?? {}, item))
        : [];
    case "object": {
      const given =
        value !== null && typeof value === "object" && !Array.isArray(value)
          ? (value as Record<string, unknown>)
          : {};
      const required = new Set(inner.required ?? []);
      const shaped: Record<string, unknown> = { ...given };
      for (const [key, property] of Object.entries(inner.properties ?? {}))
        if (given[key] !== undefined || required.has(key))
          shaped[key] = shapedLike(property, given[key]);
      return shaped;
    }
    case "string":
      return typeof value === "string"
        ? value
        : typeof value === "number"
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
