import file from "../../content/home.json" with { type: "json" };
import { fillTokens } from "../lib/tokens";
import { fillFacts } from "./facts";
import type { HomeFile } from "./home.schema";
import { serviceElementId } from "./services";
import { pagePath } from "./site-map";

const home = file as HomeFile;

export type OffTheShelfSolution = HomeFile["offTheShelfSolutions"][number];

// Off-the-shelf products' websites are placeholders.
export const {
  aiSolutions,
  industries,
  offTheShelfSolutions,
  sections: homeSections,
  industryHeadings,
  clientWall,
  challengesAndSolutions,
  satisfactionGuarantee,
} = home;

export const impactStats = home.impactStats.map((stat) => ({
  ...stat,
  source: fillFacts(stat.source),
}));

export const managementStats = home.managementStats.map((stat) => ({
  ...stat,
  value: fillFacts(stat.value),
  source: fillFacts(stat.source),
}));

export const serviceAnchor = (id: number) =>
  `${pagePath.services}#${serviceElementId(id)}`;

export const homeBanner = {
  ...home.banner,
  bbbeeLevel: fillFacts(home.banner.bbbeeLevel),
};

/** The link at the foot of an off-the-shelf product: to its website, or to ask us about it. */
export const productLinkText = (kind: "website" | "ask", product: string) =>
  fillTokens(home.productLinks[kind], { product });

export const aboutPreview = {
  ...home.aboutPreview,
  paragraphs: home.aboutPreview.paragraphs.map(fillFacts),
};
