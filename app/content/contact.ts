import { expand } from "./abbreviations";
import {
  deliveryMonths,
  inServiceSince,
  procurementRecognition,
} from "./figures";
import { identity } from "./identity";

export type ReasonIcon = "experience" | "bbbee" | "squad" | "uptime";

export interface Reason {
  icon: ReasonIcon;
  /** The figure the card leads with. */
  figure: string;
  title: string;
  description: string;
}

/** The four “Why choose us” cards of the Contact page. */
export const whyChooseUs = [
  {
    icon: "experience",
    figure: inServiceSince,
    title: "Two decades of delivery",
    description:
      "More than 200 projects for government and enterprise, including systems still in daily use after fifteen years.",
  },
  {
    icon: "bbbee",
    figure: `Level ${identity.bbbeeLevel}`,
    title: `${expand("B-BBEE")} Level ${identity.bbbeeLevel}, 100% black- and female-owned`,
    description: procurementRecognition,
  },
  {
    icon: "squad",
    figure: deliveryMonths,
    title: "Senior squads, fast results",
    description:
      "Three to five senior professionals take you from kick-off to a system in production in three to nine months.",
  },
  {
    icon: "uptime",
    figure: "99.9%",
    title: "Uptime you can plan around",
    description:
      "We run what we build: 24/7 monitoring, tested backups and a named support team who know your system.",
  },
] as const satisfies readonly Reason[];
