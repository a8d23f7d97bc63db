import type { z } from "zod";

import file from "../../content/newsletter.json" with { type: "json" };
import { fillTokens } from "../lib/tokens";
import type { newsletterSchema } from "./newsletter.schema";
import { fillFactsIn } from "./facts";
import { pagePath } from "./site-map";

const copy = fillFactsIn(file as z.infer<typeof newsletterSchema>);

export const newsletterSignup = {
  ...copy,
  /** Follows the spec's success message: what the visitor still has to do. */
  nextStep: (email: string) =>
    fillTokens(copy.nextStep, { visitorEmail: email }),
  contact: { ...copy.contact, route: pagePath[copy.contact.page] },
};
