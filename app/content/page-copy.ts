import { fillFacts } from "./facts";
import type { PageContent } from "./pages.schema";

/** A data file's content (checked by the build) with the company facts filled into every text. */
export const fillFactsIn = <T>(file: unknown): T =>
  // A reviver rather than facts.ts's mapStrings: /home has no first-load bytes to spare.
  JSON.parse(JSON.stringify(file), (_key, value: unknown) =>
    typeof value === "string" ? fillFacts(value) : value,
  ) as T;

/** A page's hero and search description from its file, facts filled in. */
export const pageCopy = (file: unknown) => fillFactsIn<PageContent>(file);
