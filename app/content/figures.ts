import type { z } from "zod";

import file from "../../content/figures.json" with { type: "json" };
import type { figuresFileSchema } from "./figures.schema";
import { identity } from "./identity";

const figures = file as z.infer<typeof figuresFileSchema>;

/** How long the company has delivered, from its founding year, so it never goes stale. */
export const inServiceSince = `Since ${identity.founded}`;

export const { procurementRecognition, basisLabel } = figures;
