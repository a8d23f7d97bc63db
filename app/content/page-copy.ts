import { fillFacts, mapStrings } from "./facts";
import type { PageContent } from "./pages.schema";

/** A data file's content (checked by the build) with the company facts filled into every text. */
export const fillFactsIn = <T>(file: unknown): T => mapStrings(file, fillFacts) as T;

/**
 * A page's hero and search description, facts filled in, from its file: a page's modules import
 * content/pages/<path>.json themselves, so its scripts carry only its own words.
 */
export const pageCopy = (file: unknown) => fillFactsIn<PageContent>(file);
