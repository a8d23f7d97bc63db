import file from "../../../content/about.json" with { type: "json" };
import type { About } from "../about.schema";
import { fillPageFacts } from "../facts";

export type { Industry, Leader } from "../about.schema";

/**
 * The About page below its hero, from `content/about.json`, company facts filled in. Its
 * `leadership.people` are PLACEHOLDER NAMES: replace each before going live, and add a photo only
 * with the person's consent (without one the card draws the initials, never an invented photo).
 */
export const {
  heroLinks,
  story,
  statements,
  offerings,
  values,
  deliveryModel,
  trackRecord,
  industries,
  capabilities,
  leadership,
  socialResponsibility,
} = fillPageFacts(file as About);
