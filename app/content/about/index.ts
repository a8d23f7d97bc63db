import file from "../../../content/about.json" with { type: "json" };
import type { About } from "../about.schema";
import { fillPageFacts } from "../facts";

export type { Industry, Leader } from "../about.schema";

// `leadership.people` are PLACEHOLDER NAMES: replace before going live; a photo only with consent.
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
