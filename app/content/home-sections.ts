import type { SectionIntro } from "./types";
import { identity } from "./identity";

/** Headings and introductions of the home page's sections, in page order. */
export const homeSections = {
  ai: {
    eyebrow: "AI solutions",
    title: "AI that earns its place in your operations",
    intro:
      "We start where the return is clearest: the documents, forecasts and conversations that fill your team’s day.",
  },
  impact: {
    eyebrow: "Business impact",
    title: "Measured in results, not features",
    intro:
      "From systems we built and run for South African clients, each with its basis.",
  },
  industries: {
    eyebrow: "Industry solutions",
    title: "We know the pressures of your sector",
    intro:
      "The problems that repeat in each sector, and the systems that solve them. Open one to see both.",
  },
  clients: {
    eyebrow: "Trusted by",
    title: "Institutions that cannot afford a failed system",
    intro:
      "Departments, insurers, manufacturers and retailers rely on systems we built and still support.",
  },
  services: {
    eyebrow: "Services",
    title: "Everything a system needs, from one team",
    intro:
      "Twelve practices, one senior team from discovery to support. Each tile opens its service.",
  },
  solutions: {
    eyebrow: "Off-the-shelf solutions",
    title: "Proven products, configured in weeks",
    intro:
      "When your need is common, you should not pay for a custom build: these are ready to configure.",
  },
  management: {
    eyebrow: "Solution management",
    title: "Built to last, run with care",
    intro:
      "Our systems stay in production for years because we stay with them.",
  },
  challenges: {
    eyebrow: "Challenges and solutions",
    title: "The problems we are called in to solve",
    intro:
      "Most clients come to us with one of these. Each has a proven answer.",
  },
} as const satisfies Record<string, SectionIntro>;

export const challengesAndSolutions = {
  challenges: [
    "Legacy systems no one dares to change, or knows how to maintain",
    "Data re-captured by hand between systems that do not talk",
    "Projects that ran for years, over budget, never reaching production",
    "Reports that take weeks and are out of date on arrival",
    "Compliance demands (POPIA, audit findings) outpacing your processes",
  ],
  solutions: [
    "Phased modernisation: the old system runs until the new one is proven",
    "Integrations and APIs that capture data once and share it",
    "Small senior squads that own delivery, from kick-off to production",
    "Live dashboards built on one trusted source of data",
    "Audit trails, consent records and role-based security from day one",
  ],
} as const;

export const aboutPreview = {
  eyebrow: "About us",
  title: "A South African company, built to do the impossible",
  paragraphs: [
    `${identity.name} was founded in ${identity.founded} to give South African institutions software they could depend on.`,
    "A small squad of senior professionals owns your project from the first workshop to production, and stays to support it. No hand-offs, no juniors learning on your budget.",
  ],
  credentialsTitle: "Certificates and registrations",
  link: { label: "Our story", route: "/about" },
} as const;

export const satisfactionGuarantee = {
  title: "100% satisfaction guarantee",
  body: "If a deliverable misses the acceptance criteria we agreed, we fix it at our cost, before the invoice, not after. It is written into every contract.",
  points: [
    "Acceptance criteria agreed before work starts",
    "Defects in agreed scope fixed at our cost",
    "A senior point of contact for the life of the project",
  ],
} as const;
