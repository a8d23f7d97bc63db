/** The shape of a case study: the card on /case-studies and the detail shown in its dialog. */

export type CaseStudyCategory = "Government" | "Financial Services";

/** The drawn mock-ups of client systems; each key has an SVG component in components/case-studies. */
export type ScreenshotKey =
  | "education-dashboard"
  | "education-requisition"
  | "education-tracking"
  | "education-proof-of-delivery"
  | "stakeholder-profile"
  | "stakeholder-onboarding";

/**
 * The mock-ups a card may show as its cover. They load with the page; the others load with the
 * study's dialog.
 */
export type CoverKey = Extract<
  ScreenshotKey,
  "education-dashboard" | "stakeholder-profile"
>;

export interface Fact {
  label: string;
  value: string;
}

export interface Metric {
  /** The figure as shown: "99.8%", "3 months". */
  value: string;
  label: string;
  /** Optional starting point, shown as "from 42%". */
  from?: string;
}

export interface Pillar {
  title: string;
  body: string;
}

export interface Screenshot {
  key: ScreenshotKey;
  title: string;
  /** What the mock-up shows, for people who cannot see it. */
  alt: string;
}

export interface CaseStudy {
  /** The URL fragment that opens the study: /case-studies#<id>. */
  id: string;
  title: string;
  /**
   * Who the system was built for, as shown on the card: the spec's "logo". No client logos were
   * supplied, so this is a text wordmark until a client approves the use of theirs.
   */
  client: string;
  category: CaseStudyCategory;
  /** One or two sentences for the card; readable without JavaScript. */
  summary: string;
  /** The one figure the card leads with. */
  highlight: Metric;
  /** The screenshot drawn on the card. */
  image: CoverKey;
  /** Opening band of the detail (study 1's hero, study 2's banner). */
  hero: { eyebrow: string; headline: string; intro: string };
  /** The strip of facts under the hero, in display order. */
  facts: Fact[];
  challenge: { summary: string; points: string[] };
  solution: { summary: string; pillars: Pillar[]; points: string[] };
  screenshots: Screenshot[];
  results: { summary: string; metrics: Metric[]; points: string[] };
  testimonial: { quote: string; attribution: string; organisation: string };
  technologies: string[];
}
