import { fillFactsIn } from "./facts";
import type { PageContent } from "./pages.schema";

export const pageCopy = (file: unknown) => fillFactsIn(file as PageContent);
