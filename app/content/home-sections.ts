import type { SectionIntro } from "./types";

/** Headings and introductions of the home page's sections, in page order. */
export const homeSections = {
  ai: {
    eyebrow: "AI solutions",
    title: "AI that earns its place in your operations",
    intro:
      "We start where the return is clearest: the documents, forecasts and conversations that consume your team's day.",
  },
  impact: {
    eyebrow: "Business impact",
    title: "Measured in results, not features",
    intro:
      "Figures from systems we have built and run for South African clients.",
  },
  industries: {
    eyebrow: "Industry solutions",
    title: "We know the pressures of your sector",
    intro:
      "Two decades of delivery have taught us the problems that repeat in each industry, and the systems that solve them.",
  },
  clients: {
    eyebrow: "Trusted by",
    title: "Institutions that cannot afford a failed system",
    intro:
      "Provincial departments, insurers, manufacturers and retailers rely on systems we built and still support.",
  },
  services: {
    eyebrow: "Services",
    title: "Everything a system needs, from one team",
    intro:
      "Twelve practices, delivered by the same senior people from discovery to support.",
  },
  solutions: {
    eyebrow: "Off-the-shelf solutions",
    title: "Proven products, configured in weeks",
    intro:
      "When your need is common, you should not pay for a custom build. These products are ready to configure to your rules.",
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
      "Most of our clients come to us with one of these. Each has a proven answer, and a team that has delivered it before.",
  },
} as const satisfies Record<string, SectionIntro>;

export const challengesAndSolutions = {
  challenges: [
    "Legacy systems no one dares to change, and fewer people know how to maintain",
    "Data re-captured by hand between systems that do not talk to each other",
    "Projects that ran for years, over budget, without reaching production",
    "Reports that take weeks to compile and are out of date on arrival",
    "Compliance demands (POPIA, audit findings) that outpace current processes",
  ],
  solutions: [
    "Phased modernisation that keeps the old system running until the new one is proven",
    "Integrations and APIs that capture data once and share it everywhere",
    "Senior squads of 3–5 people, delivering to production in 3 to 9 months",
    "Live dashboards built on one trusted source of data",
    "Audit trails, consent records and role-based security designed in from the start",
  ],
} as const;

export const aboutPreview = {
  eyebrow: "About us",
  title: "A South African company, built to do the impossible",
  paragraphs: [
    "Khanyisa Digital was founded in 2000 to give South African institutions software they could depend on. We are B-BBEE Level 1, 100% black-owned and 100% female-owned.",
    "Our model is simple: a small squad of senior professionals owns your project from the first workshop to production and stays to support it. No hand-offs, no juniors learning on your budget.",
  ],
  highlights: [
    "Founded in 2000",
    "B-BBEE Level 1",
    "100% black-owned",
    "100% female-owned",
  ],
  link: { label: "Our story", route: "/about" },
} as const;

export const satisfactionGuarantee = {
  title: "100% Satisfaction Guarantee",
  body: "If a deliverable does not meet the acceptance criteria we agreed together, we fix it at our cost, before the invoice, not after. That promise is written into every contract we sign.",
  points: [
    "Acceptance criteria agreed before work starts",
    "Defects in agreed scope fixed at our cost",
    "A senior point of contact for the life of the project",
  ],
} as const;
