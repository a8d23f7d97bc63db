import { pages as files } from "virtual:pages";

import { pageCopy } from "./page-copy";
import type { PageContent } from "./pages.schema";
import type { PageKey } from "./site-map";

export type { HeroScene, PageContent } from "./pages.schema";
export type { PageKey } from "./site-map";

/**
 * Every top-level page's copy, for what lists them all (the web manifest, the feed, tests), by
 * its key in the page index (site-map.ts), read from content/pages/<path>.json. A page's own
 * modules read its file alone (`pageCopy`), so each page's scripts carry only its words.
 */
export const pages = Object.fromEntries(
  Object.entries(files).map(([key, file]) => [key, pageCopy(file)]),
) as Record<PageKey, PageContent>;
