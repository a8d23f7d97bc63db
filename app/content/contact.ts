import file from "../../content/contact.json" with { type: "json" };
import type { contactFileSchema, FigureToken, Reason } from "./contact.schema";
import { inServiceSince, procurementRecognition } from "./figures";
import { fillPageFacts, mapStrings } from "./facts";
import { fillTokens } from "../lib/tokens";
import type { z } from "zod";

export type { Reason } from "./contact.schema";

const contact = file as z.infer<typeof contactFileSchema>;

const figures = {
  inServiceSince,
  procurementRecognition,
} satisfies Record<FigureToken, string>;

export const contactActionLabels = contact.actions;

export const contactDetails = fillPageFacts(contact.details);

export const whyChooseUsHeading = contact.heading;

/** The reasons with their shared lines ({inServiceSince}, …) and company facts filled in. */
export const whyChooseUs: readonly Reason[] = mapStrings(
  contact.reasons,
  (text) => fillPageFacts(fillTokens(text, figures)),
);
