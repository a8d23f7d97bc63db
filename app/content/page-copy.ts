import { fillFacts, mapStrings } from "./facts";
import type { PageContent } from "./pages.schema";

/** A data file's content (checked by the build) with the company facts filled into every text. */
export const fillFactsIn = <T>(file: unknown): T =>
  mapStrings(file as T, fillFacts);

export const pageCopy = (file: unknown) => fillFactsIn<PageContent>(file);
