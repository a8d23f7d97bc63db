import type { z } from "zod";

import file from "../../content/newsletter.json" with { type: "json" };
import { fillFacts } from "./facts";
import type { newsletterSchema } from "./newsletter.schema";
import { pagePath } from "./site-map";

/** The placeholder of `nextStep` for the visitor's address (`VISITOR_EMAIL` of the schema, which zod keeps out of this module). */
const VISITOR_EMAIL = "{visitorEmail}";

const copy = file as z.infer<typeof newsletterSchema>;
const nextStep = fillFacts(copy.nextStep);

/**
 * The newsletter sign-up's words (spec section 7), from `content/newsletter.json` (checked by
 * the build against `newsletterSchema`), with the company facts filled in.
 */
export const newsletterSignup = {
  ...copy,
  intro: fillFacts(copy.intro),
  /** Follows the spec's success message: what the visitor still has to do. */
  nextStep: (email: string) => nextStep.split(VISITOR_EMAIL).join(email),
  noScript: fillFacts(copy.noScript),
  contact: {
    prompt: copy.contact.prompt,
    label: copy.contact.label,
    route: pagePath[copy.contact.page],
  },
};
