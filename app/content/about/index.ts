import file from "../../../content/about.json" with { type: "json" };
import type { About } from "../about.schema";
import { fillPageFacts } from "../page-facts";

export type {
  Industry,
  Leader,
} from "../about.schema";
export type { AboutIcon } from "./icon-keys";

/**
 * The About page's content, from `content/about.json` (checked by the build against
 * `aboutFileSchema`; see content-files.ts), with the company facts it names ({name},
 * {founded}, …) filled in (page-facts.ts).
 */
const about: About = fillPageFacts(file as About);

/** The hero's two buttons, then each section with its eyebrow, heading and content. */
export const {
  heroLinks,
  story,
  statements,
  offerings,
  values,
  /**
   * The delivery model the spec quotes: 3–5 people, 3–9 months. Its four steps are the
   * services page's process (Discover, Design, Develop, Deploy); About links there instead.
   */
  deliveryModel,
} = about;

/** Track record, industries, capabilities, leadership and social responsibility. */
export const {
  trackRecord,
  industries,
  capabilities,
  /**
   * PLACEHOLDER NAMES: these people (`leadership.people`) are fictitious. Replace each name,
   * role and bio (and add a photo only with the person's consent) before going live. Without a
   * `photo` the card draws a brand tile with the initials, never an invented photograph.
   */
  leadership,
  socialResponsibility,
} = about;
