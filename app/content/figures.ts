import file from "../../content/figures.json" with { type: "json" };
import { identity } from "./identity";

/** How long the company has delivered, from its founding year, so it never goes stale. */
export const inServiceSince = `Since ${identity.founded}`;

export const { procurementRecognition, basisLabel } = file;
