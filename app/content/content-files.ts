import type { z } from "zod";

import { certificationsFileSchema } from "./certifications.schema.ts";
import { clientsFileSchema } from "./clients.schema.ts";
import { testimonialsFileSchema } from "./testimonials.schema.ts";

/**
 * Every data file under `content/`, with the schema it must meet: the one source of truth of
 * each kind of content (its type is the schema's `z.infer`). The build (scripts/
 * vite-plugin-content.ts) and the unit tests check each file against it and name the file, the
 * field and what is wrong (docs/decisions/085).
 */
export const CONTENT_DIR = "content";

export const contentFiles: readonly { file: string; schema: z.ZodType }[] = [
  { file: "content/certifications.json", schema: certificationsFileSchema },
  { file: "content/clients.json", schema: clientsFileSchema },
  { file: "content/testimonials.json", schema: testimonialsFileSchema },
];

/** "clients[3] (Lwandle Retail Group).sector": the path of a field, with the entry's name. */
function fieldPath(data: unknown, path: readonly PropertyKey[]): string {
  let at: unknown = data;
  let text = "";
  for (const key of path) {
    at =
      at !== null && typeof at === "object"
        ? (at as Record<PropertyKey, unknown>)[key]
        : undefined;
    if (typeof key === "number") {
      text += `[${key}]`;
      const label =
        at !== null && typeof at === "object"
          ? ["name", "title", "id"]
              .map((field) => (at as Record<string, unknown>)[field])
              .find(
                (value) =>
                  typeof value === "string" || typeof value === "number",
              )
          : undefined;
      if (label !== undefined) text += ` (${String(label)})`;
    } else text += `${text ? "." : ""}${String(key)}`;
  }
  return text || "(the whole file)";
}

/**
 * What is wrong with one content file's text, one line per problem ("content/clients.json:
 * field clients[3] (Lwandle Retail Group).sector: Invalid option: …"); empty when it is valid.
 */
export function contentFileProblems(
  file: string,
  text: string,
  schema: z.ZodType,
): string[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [`${file}: not valid JSON (${(error as Error).message})`];
  }
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map(
    (issue) =>
      `${file}: field ${fieldPath(data, issue.path)}: ${issue.message}`,
  );
}
