import type { z } from "zod";

import file from "../../../content/legal-pages.json" with { type: "json" };
import type { legalPagesSchema } from "../legal.schema";

export const legalPageWords = file as z.infer<typeof legalPagesSchema>;
