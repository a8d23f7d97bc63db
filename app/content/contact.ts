import file from "../../content/contact.json" with { type: "json" };
import type { contactFileSchema, FigureToken, Reason } from "./contact.schema";
import { inServiceSince, procurementRecognition } from "./figures";
import { fillPageFacts } from "./facts";
import { fillTokens } from "../lib/tokens";
import type { z } from "zod";

export type { Reason } from "./contact.schema";

const contact = file as z.infer<typeof contactFileSchema>;

const figures = {
  inServiceSince,
  procurementRecognition,
} satisfies Record<FigureToken, string>;

/** The text with its shared lines ({inServiceSince}, …) and company facts filled in. */
const fill = (text: string) => fillPageFacts(fillTokens(text, figures));

export const contactActionLabels = contact.actions;

/** The contact block's heading, introduction, card titles and office hours, facts filled in. */
export const contactDetails = fillPageFacts(contact.details);

export const whyChooseUsHeading = contact.heading;

export const whyChooseUs: readonly Reason[] = contact.reasons.map((reason) => ({
  icon: reason.icon,
  figure: fill(reason.figure),
  title: fill(reason.title),
  description: fill(reason.description),
  basis: reason.basis && fill(reason.basis),
}));
