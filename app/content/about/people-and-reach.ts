import { expand } from "../abbreviations";
import { identity } from "../identity";
import type { Capability, Industry, Leader, Stat, TitledText } from "./types";

/** Track record, industries, capabilities, leadership and social responsibility. */

export const trackRecord = {
  intro:
    "Public bodies and private companies trust us with systems their people use every day. Below, a selection of the clients we have worked with.",
  stats: [
    { value: "200+", label: "Projects delivered" },
    { value: String(identity.founded), label: "Delivering since" },
    { value: "99.9%", label: "Uptime of the systems we run" },
    { value: "24/7", label: "Monitoring and support" },
  ],
} satisfies { intro: string; stats: Stat[] };

export const industries = [
  {
    icon: "government",
    title: "Government",
    description:
      "Provincial departments and agencies: supply chain, case management and reporting.",
  },
  {
    icon: "finance",
    title: "Financial services",
    description: `Insurers and banks: stakeholder data, onboarding and compliance with the ${expand("POPIA")}.`,
  },
  {
    icon: "health",
    title: "Healthcare",
    description:
      "Clinics and networks: scheduling, stock control and secure patient portals.",
  },
  {
    icon: "manufacturing",
    title: "Manufacturing",
    description:
      "Plants and fabricators: production tracking, quality records and maintenance.",
  },
  {
    icon: "retail",
    title: "Retail & e-commerce",
    description:
      "Retailers and co-operatives: online ordering, stock visibility and loyalty.",
  },
  {
    icon: "logistics",
    title: "Logistics",
    description:
      "Freight and fleets: telematics, route planning and proof of delivery.",
  },
] as const satisfies readonly Industry[];

export const capabilities = [
  {
    title: "Platforms",
    items: [".NET & C#", "Angular & React", "SQL Server & PostgreSQL"],
  },
  {
    title: "Cloud & operations",
    items: [
      "Azure, AWS and Google Cloud",
      "Docker & Kubernetes",
      "Monitoring, alerting and incident response",
    ],
  },
  {
    title: "Data & AI",
    items: [
      "Dashboards and BI",
      "Forecasting and document AI",
      "Integration with existing systems",
    ],
  },
] as const satisfies readonly Capability[];

/**
 * PLACEHOLDER NAMES: these people are fictitious. The company has not supplied its leadership
 * team; replace each name, role and bio (and add a photo only with the person's consent) before
 * going live. Without a `photo` the card draws a brand tile with the initials, never an invented
 * photograph.
 */
export const leadership: readonly Leader[] = [
  {
    name: "Nomvula Dlamini",
    role: "Founder & Managing Director",
    bio: "Leads client relationships and sets the standard every project is held to.",
  },
  {
    name: "Thandeka Mokoena",
    role: "Director: Delivery",
    bio: "Runs our squads and makes sure every project lands on time and on budget.",
  },
  {
    name: "Lerato Khumalo",
    role: "Head of Engineering",
    bio: "Owns architecture, security and code quality across every system we build.",
  },
  {
    name: "Sipho Ndlovu",
    role: "Head of Client Success",
    bio: "Looks after the systems we run, from 24/7 monitoring to monthly reviews.",
  },
];

export const socialResponsibility = {
  intro:
    "A company built on dignity owes something to the communities it comes from: every year we invest time, skills and budget in the next generation of technologists.",
  initiatives: [
    {
      title: "Graduate internships",
      description:
        "Paid twelve-month internships for ICT graduates from under-resourced universities, working on real client projects.",
    },
    {
      title: "Coding in schools",
      description:
        "Our engineers volunteer at after-school coding clubs in township and rural schools.",
    },
    {
      title: "Supplier development",
      description:
        "We mentor and subcontract small black-owned ICT businesses, so more of the industry grows with us.",
    },
  ],
} satisfies { intro: string; initiatives: TitledText[] };
