import { expand } from "../abbreviations";
import { identity } from "../identity";
import type {
  Milestone,
  Stat,
  Statement,
  TitledText,
  ValueCard,
} from "./types";

/** Our Story, Mission / Vision / Goal, What We Do, values and the delivery model. */

export const story = {
  paragraphs: [
    `${identity.name} was founded in Johannesburg in ${identity.founded} by engineers who believed that South African institutions deserved software built around how they really work, by people who stay until it does.`,
    "Our first large system, a learning-materials supply chain for a provincial Department of Education, went live in 2008 and is still used in two provinces. It set our standard: systems still in production years later, not prototypes.",
    `Today we are a ${expand("B-BBEE")} Level ${identity.bbbeeLevel}, 100% black-owned and female-owned company working with government departments, insurers, manufacturers and retailers across the country.`,
  ],
  /** Dates only: the figures (projects, founding year, uptime) belong to the track record. */
  milestones: [
    {
      year: "2008",
      text: "Education supply chain live in its first province",
    },
    { year: "2017", text: "Our AI and machine-learning practice opens" },
    {
      year: "Today",
      text: "Twelve services, one accountable team",
    },
  ],
} satisfies { paragraphs: string[]; milestones: Milestone[] };

export const statements = [
  { label: "Mission", text: `${identity.mission}.` },
  {
    label: "Vision",
    text: "To be the partner South African institutions trust with the systems they cannot afford to get wrong.",
  },
  {
    label: "Goal",
    text: "Every system we deliver in production within nine months, measurably better than what it replaced, and still running years later.",
  },
] as const satisfies readonly Statement[];

export const offerings = {
  intro:
    "One accountable team from the first workshop to 24/7 support. We design, build, integrate and run:",
  items: [
    {
      title: "Custom software",
      description: "Line-of-business systems built around your process.",
    },
    {
      title: "Supply chain",
      description: "Requisitions, warehousing, delivery and proof of delivery.",
    },
    {
      title: "E-commerce",
      description: "Online stores and ordering portals linked to your stock.",
    },
    {
      title: "Content management",
      description: "Websites and intranets your own team can update.",
    },
    {
      title: "Workflow automation",
      description: "Approvals and hand-offs that no longer wait in inboxes.",
    },
    {
      title: "Fleet telematics",
      description: "Vehicle tracking, driver behaviour and fuel reporting.",
    },
    {
      title: "Digital transformation",
      description: "Roadmaps that replace paper and spreadsheets step by step.",
    },
    {
      title: "AI solutions",
      description: "Forecasting, document processing and assistants.",
    },
    {
      title: "Web applications",
      description: "Fast, accessible portals for staff, clients and citizens.",
    },
  ],
} satisfies { intro: string; items: TitledText[] };

export const values = [
  {
    icon: "dignity",
    title: "Dignity",
    description:
      "Every user, from a school clerk to a chief executive, is someone whose time matters. We build accordingly.",
  },
  {
    icon: "excellence",
    title: "Pride in the work",
    description:
      "We sign our name to every release: tested, documented and monitored is our definition of done.",
  },
  {
    icon: "ownership",
    title: "Ownership",
    description:
      "The people who scope your project build and support it. No hand-offs to strangers.",
  },
  {
    icon: "integrity",
    title: "Integrity",
    description:
      "Honest estimates, visible progress, no surprises on the invoice. If something is at risk, you hear it first.",
  },
] as const satisfies readonly ValueCard[];

/**
 * The delivery model the spec quotes: 3–5 people, 3–9 months. Its four steps are the services
 * page's process (Discover, Design, Develop, Deploy); About links there instead of repeating them.
 */
export const deliveryModel = {
  title: "Small senior squads, production in months",
  intro:
    "An engagement lead, engineers and a designer or analyst as the work needs: small enough to move fast, senior enough to get it right the first time.",
  figures: [
    { value: "3–5", label: "senior professionals per squad" },
    { value: "3–9", label: "months from kick-off to production" },
  ],
} satisfies {
  title: string;
  intro: string;
  figures: Stat[];
};
