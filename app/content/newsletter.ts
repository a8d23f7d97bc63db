import type { z } from "zod";

import file from "../../content/newsletter.json" with { type: "json" };
import type { newsletterSchema } from "./newsletter.schema";
import { fillFactsIn } from "./page-copy";
import { pagePath } from "./site-map";

/**
 * The placeholder of `nextStep` for the visitor's address: the schema's `VISITOR_EMAIL`, written
 * again here because importing the schema would bring zod into the pages' scripts.
 */
const VISITOR_EMAIL = "{visitorEmail}";

const copy = fillFactsIn<z.infer<typeof newsletterSchema>>(file);

export const newsletterSignup = {
  ...copy,
  /** Follows the spec's success message: what the visitor still has to do. */
  nextStep: (email: string) => copy.nextStep.split(VISITOR_EMAIL).join(email),
  contact: {
    prompt: copy.contact.prompt,
    label: copy.contact.label,
    route: pagePath[copy.contact.page],
  },
};
