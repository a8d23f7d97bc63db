import { deliveryMonths, squadSize } from "./figures";
import { identity } from "./identity";

/**
 * The marketing figures /home shows, each with the basis it is quoted on, shown as a short
 * source line under it. The bases are the company's own statements of where each figure comes
 * from; confirm each against its records before going live, as for the placeholders in
 * identity.ts.
 */
/** A figure with the basis it is quoted on, shown as a short source line under it. */
export interface Figure {
  value: string;
  source: string;
}

export const figures = {
  efficiency: {
    value: "300%",
    source: "Transactions per staff member, before and after automated capture",
  },
  cost: {
    value: "85%",
    source: "Cost per transaction, paper process against digital workflow",
  },
  uptime: {
    value: "99.9%",
    source: "Measured availability under our hosting service levels",
  },
  monitoring: {
    value: "24/7",
    source: "Our support service level, public holidays included",
  },
  projects: {
    value: "200+",
    source: `Our project register, ${identity.founded} to date`,
  },
  squad: {
    value: squadSize,
    source: "Every project, from kick-off to support",
  },
  delivery: {
    value: deliveryMonths,
    source: "Education supply chain: live in three months",
  },
  longestRunning: {
    value: "2008",
    source: "Education supply chain case study",
  },
} as const satisfies Record<string, Figure>;
