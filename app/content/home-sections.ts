import { fillTokens } from "../lib/tokens";
import { fillFacts } from "./facts";
import { home } from "./home";

/** The banner's words around its figures, with the B-BBEE level filled in. */
export const homeBanner = {
  ...home.banner,
  bbbeeLevel: fillFacts(home.banner.bbbeeLevel),
};

/** Headings and introductions of the home page's sections, in page order (`content/home.json`). */
export const homeSections = home.sections;

export const industryHeadings = home.industryHeadings;

export const clientWall = home.clientWall;

/** The link at the foot of an off-the-shelf product: to its website, or to ask us about it. */
export const productLinkText = (kind: "website" | "ask", product: string) =>
  fillTokens(home.productLinks[kind], { product });

export const challengesAndSolutions = home.challengesAndSolutions;

export const aboutPreview = {
  ...home.aboutPreview,
  paragraphs: home.aboutPreview.paragraphs.map(fillFacts),
};

export const satisfactionGuarantee = home.satisfactionGuarantee;
