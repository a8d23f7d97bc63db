import { fillFacts } from "./facts";
import type { PageContent } from "./pages.schema";

/**
 * A copy of a data file's content with the company facts filled into every text in it
 * ("since {founded}" → "since 2000"); a `{token}` that names no fact is left as written. The
 * build has checked the file against its schema, so it is cast to the schema's type.
 */
export function fillFactsIn<T>(file: unknown): T {
  return JSON.parse(JSON.stringify(file), (_key, value: unknown) =>
    typeof value === "string" ? fillFacts(value) : value,
  ) as T;
}

/**
 * A page's hero and search description, facts filled in, from its file: a page's modules import
 * content/pages/<path>.json themselves, so its scripts carry only its own words.
 */
export const pageCopy = (file: unknown) => fillFactsIn<PageContent>(file);
