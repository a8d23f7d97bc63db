import type { z } from "zod";

import file from "../../../content/legal-pages.json" with { type: "json" };
import type { legalPagesSchema } from "../legal.schema";

/** The words around each legal document on its page and in its dialog. */
export const legalPageWords = file as z.infer<typeof legalPagesSchema>;
