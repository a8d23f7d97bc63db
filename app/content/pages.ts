import { pages as files } from "virtual:pages";

import { pageCopy } from "./page-copy";
import type { PageContent } from "./pages.schema";
import type { PageKey } from "./site-map";

export type { HeroScene, PageContent } from "./pages.schema";

/** Every page's copy, for what lists them all; a page's own modules read its file alone (pageCopy). */
export const pages = Object.fromEntries(
  Object.entries(files).map(([key, file]) => [key, pageCopy(file)]),
) as Record<PageKey, PageContent>;
