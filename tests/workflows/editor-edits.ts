import type { JsonSchema } from "../../admin/schema-fields";

/**
 * A marketer's edits of one entry, made field by field from its schema: each edit is kept only
 * when `accepts` says the editor would save the entry with it, as the form would refuse the
 * others. What is left is an entry the editor accepts that differs from the original wherever the
 * editor let it: the editor parity test (editor-parity.test.ts) then holds CI to accepting it.
 *
 * The edits are what people type, not random noise: straight quotes and apostrophes, Title Case,
 * the next option of a choice, a date, a number moved within its bounds, a switch flipped, a
 * list's last item copied and its first removed. Deterministic, so a failure repeats.
 */

type Value = unknown;
type Path = readonly (string | number)[];

/** The value at a path. */
function getAt(value: Value, path: Path): Value {
  let at = value;
  for (const key of path)
    at = (at as Record<string | number, Value> | null)?.[key];
  return at;
}

/** A copy of `value` with the value at `path` replaced. */
function setAt(value: Value, path: Path, next: Value): Value {
  if (path.length === 0) return next;
  const [key, ...rest] = path as [string | number, ...Path];
  const copy = (
    Array.isArray(value) ? [...value] : { ...(value as object) }
  ) as Record<string | number, Value>;
  copy[key] = setAt(copy[key], rest, next);
  return copy;
}

/** Words with a capital each, as a marketer writes a heading in Title Case. */
const titleCase = (text: string) =>
  text.replace(
    /(^|\s)(\p{Ll})/gu,
    (_match, space: string, letter: string) =>
      `${space}${letter.toUpperCase()}`,
  );

/** Prose is a text with no pattern, format or choice: a field's words, not an id or an address. */
const isProse = (node: JsonSchema) =>
  node.type === "string" && !node.pattern && !node.format && !node.enum;

/** What a marketer might type instead of a value, most likely first. */
function candidates(node: JsonSchema, value: Value): Value[] {
  if (typeof value === "string") {
    if (node.enum) {
      const options = node.enum.filter((option) => option !== value);
      return options.slice(0, 1);
    }
    if (node.format === "date") return ["2025-11-03"];
    if (!isProse(node) || value.trim() === "") return [];
    // Straight quotes and an apostrophe, as a keyboard types them; a label or heading (a few
    // words) in Title Case too. Failing both, each alone.
    const quoted = `${value} (it's "new")`;
    if (value.split(/\s+/).length > 8) return [quoted];
    return [titleCase(quoted), quoted, titleCase(value)];
  }
  if (typeof value === "number") {
    const step = node.type === "integer" ? 1 : 0.5;
    const max = node.maximum ?? Infinity;
    const min = node.minimum ?? -Infinity;
    return [value + step, value - step].filter((n) => n >= min && n <= max);
  }
  if (typeof value === "boolean") return [!value];
  return [];
}

/** Each leaf of a value with its schema, depth first, lists after their items. */
function* places(
  node: JsonSchema,
  value: Value,
  path: Path = [],
): Generator<{ path: Path; node: JsonSchema; value: Value }> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries())
      yield* places(node.items ?? {}, item, [...path, index]);
    yield { path, node, value };
    return;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value))
      if (node.properties?.[key])
        yield* places(node.properties[key], item, [...path, key]);
    return;
  }
  yield { path, node, value };
}

/** One list edit: its last item copied after it, or its first removed. */
function listCandidates(value: Value[]): Value[] {
  const last = value.at(-1);
  return [
    ...(last === undefined ? [] : [[...value, structuredClone(last)]]),
    value.slice(1),
  ];
}

/**
 * The entry with every edit the editor accepts: the fields edited, and for each field the editor
 * let no edit through, what it said to the first one. `problemsOf` is the editor's own check
 * (admin/entry-check.ts); `skip` leaves a field as it is (an article's id or body, which the test
 * keeps or edits by hand).
 */
export async function editedEntry(
  node: JsonSchema,
  original: Record<string, unknown>,
  problemsOf: (entry: Record<string, unknown>) => Promise<string[]>,
  skip: (path: Path) => boolean = () => false,
): Promise<{
  entry: Record<string, unknown>;
  edits: string[];
  refused: string[][];
}> {
  let entry = original;
  const edits: string[] = [];
  const refused: string[][] = [];
  // The places of the original: an edit never moves another field.
  for (const place of [...places(node, original)]) {
    if (skip(place.path)) continue;
    const current = getAt(entry, place.path);
    const tries = Array.isArray(current)
      ? listCandidates(current)
      : candidates(place.node, current);
    let refusal: string[] | undefined;
    for (const next of tries) {
      const edited = setAt(entry, place.path, next) as Record<string, unknown>;
      const problems = await problemsOf(edited);
      if (problems.length === 0) {
        entry = edited;
        edits.push(place.path.join("."));
        refusal = undefined;
        break;
      }
      refusal ??= problems;
    }
    if (refusal) refused.push(refusal);
  }
  return { entry, edits, refused };
}
