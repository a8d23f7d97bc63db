import file from "../../content/home.json" with { type: "json" };
import { fillTokens } from "../lib/tokens";
import { fillFacts } from "./facts";
import type { HomeFile } from "./home.schema";
import { serviceElementId } from "./services";
import { pagePath } from "./site-map";

/** The home page's sections, from `content/home.json` (checked by the build against `homeFileSchema`). */
const home = file as HomeFile;

export type OffTheShelfSolution = HomeFile["offTheShelfSolutions"][number];

export const aiSolutions = home.aiSolutions;

export const impactStats = home.impactStats.map((stat) => ({
  ...stat,
  source: fillFacts(stat.source),
}));

export const industries = home.industries;

/** Products ready to configure and deploy in weeks. Their websites are placeholders. */
export const offTheShelfSolutions = home.offTheShelfSolutions;

/** How we manage solutions once they are live: each figure with the basis it is quoted on. */
export const managementStats = home.managementStats.map((stat) => ({
  ...stat,
  value: fillFacts(stat.value),
  source: fillFacts(stat.source),
}));

export const serviceAnchor = (id: number) =>
  `${pagePath.services}#${serviceElementId(id)}`;

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
