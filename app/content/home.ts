import type { z } from "zod";

import file from "../../content/home.json" with { type: "json" };
import { fillFacts } from "./facts";
import type { homeFileSchema } from "./home.schema";

type HomeFile = z.infer<typeof homeFileSchema>;

/** The home page's sections, from `content/home.json` (checked by the build against `homeFileSchema`). */
export const home = file as HomeFile;

export type AiSolution = HomeFile["aiSolutions"][number];
export type Industry = HomeFile["industries"][number];
export type OffTheShelfSolution = HomeFile["offTheShelfSolutions"][number];

export const aiSolutions = home.aiSolutions;

/** The impact figures, each with the basis it is quoted on. */
export const impactStats = home.impactStats.map((stat) => ({
  ...stat,
  source: fillFacts(stat.source),
}));
export type ImpactStat = (typeof impactStats)[number];

export const industries = home.industries;

/** Products ready to configure and deploy in weeks. Their websites are placeholders. */
export const offTheShelfSolutions = home.offTheShelfSolutions;

/** How we manage solutions once they are live: each figure with the basis it is quoted on. */
export const managementStats = home.managementStats.map((stat) => ({
  ...stat,
  value: fillFacts(stat.value),
  source: fillFacts(stat.source),
}));
export type ManagementStat = (typeof managementStats)[number];

/** Where a home service tile leads: its service's card on /services, whose heading has this id. */
export const serviceAnchor = (id: number) => `/services#service-${id}`;
