import type { z } from "zod";

import file from "../../content/calls-to-action.json" with { type: "json" };
import type { callsToActionFileSchema } from "./calls-to-action.schema";

// `closing`: the invitation above the footer on every page but Contact.
export const { closing: closingCallToAction, bookingPage } = file as z.infer<
  typeof callsToActionFileSchema
>;
