import type { z } from "zod";

import file from "../../content/calls-to-action.json" with { type: "json" };
import type { callsToActionFileSchema } from "./calls-to-action.schema";

const callsToAction = file as z.infer<typeof callsToActionFileSchema>;

/** The closing invitation shown above the footer on every page but Contact (`content/calls-to-action.json`). */
export const closingCallToAction = callsToAction.closing;

export const bookingPage = callsToAction.bookingPage;
