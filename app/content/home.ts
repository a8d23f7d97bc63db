import { expand } from "./abbreviations";
import { figures } from "./figure-sources";
import type { AccentColor, HomeIconName, Stat } from "./types";

export interface AiSolution {
  icon: HomeIconName;
  title: string;
  description: string;
  features: string[];
}

export const aiSolutions = [
  {
    icon: "file-search",
    title: "Intelligent document processing",
    description:
      "Claims, invoices and ID documents read and captured in seconds; a person reviews only what the model is unsure of.",
    features: [
      "Extraction from scans, PDFs and phone photos",
      "Validation against your business rules",
      "Human-in-the-loop review queues",
    ],
  },
  {
    icon: "trending-up",
    title: "Predictive Analytics",
    description:
      "Forecasts of demand, stock-outs, arrears and failures, early enough to act on and clear enough to trust.",
    features: [
      "Demand and inventory forecasting",
      "Risk, fraud and churn scoring",
      "Plain-language explanations of each prediction",
    ],
  },
  {
    icon: "bot",
    title: "Conversational AI",
    description:
      "Agents on WhatsApp, web chat and voice that answer routine questions and hand over to your staff with the full history.",
    features: [
      "English, isiZulu, isiXhosa, Afrikaans and Sesotho",
      "WhatsApp Business and web chat channels",
      "Seamless hand-over to a human agent",
    ],
  },
  {
    icon: "scan-eye",
    title: "Computer Vision",
    description:
      "Cameras that count, inspect and check safety on lines, in warehouses and at sites, and alert you at once.",
    features: [
      "Defect detection on production lines",
      "Stock counting and shelf monitoring",
      "PPE and safety-zone compliance alerts",
    ],
  },
] as const satisfies readonly AiSolution[];

export interface ImpactStat {
  number: string;
  label: string;
  icon: HomeIconName;
  description: string;
  /** The basis of the figure, shown as a source line under it. */
  source: string;
}

export const impactStats = [
  {
    number: figures.efficiency.value,
    source: figures.efficiency.source,
    label: "Efficiency gain",
    icon: "trending-up",
    description:
      "More transactions per person once manual capture and re-work are automated.",
  },
  {
    number: figures.cost.value,
    source: figures.cost.source,
    label: "Cost reduction",
    icon: "gauge",
    description:
      "Lower cost per transaction once paper processes become tracked workflows.",
  },
  {
    number: figures.uptime.value,
    source: figures.uptime.source,
    label: "Uptime",
    icon: "activity",
    description: "Availability of the production systems we host and support.",
  },
  {
    number: figures.monitoring.value,
    source: figures.monitoring.source,
    label: "Monitoring",
    icon: "shield",
    description: "Monitoring and incident response, weekends included.",
  },
] as const satisfies readonly ImpactStat[];

export interface Industry {
  industry: string;
  icon: HomeIconName;
  challenges: string[];
  solutions: string[];
}

export const industries = [
  {
    industry: "Financial Services",
    icon: "landmark",
    challenges: [
      "Client data spread across policy, claims and CRM",
      "Slow, paper-heavy onboarding and FICA verification",
      `Growing ${expand("POPIA")}, FAIS and Conduct of Business reporting demands`,
    ],
    solutions: [
      "One stakeholder database with a full audit trail",
      "Digital onboarding: 30% faster for an insurer",
      "Automated regulatory reports from one source of truth",
    ],
  },
  {
    industry: "Healthcare",
    icon: "heart-pulse",
    challenges: [
      "Medicine and consumable stock-outs at clinics",
      "Patient records on paper or in disconnected systems",
      "Long queues and little visibility of patient flow",
    ],
    solutions: [
      "Stock visibility and reorder alerts, depot to clinic",
      "Secure electronic records with role-based access",
      "Queue and appointment management with SMS reminders",
    ],
  },
  {
    industry: "Manufacturing",
    icon: "factory",
    challenges: [
      "Unplanned downtime on ageing equipment",
      "Quality defects found only at final inspection",
      "Production data trapped on the factory floor",
    ],
    solutions: [
      "Predictive maintenance from machine and sensor data",
      "Computer-vision inspection on the line",
      "Live production dashboards for every shift",
    ],
  },
  {
    industry: "Retail & E-commerce",
    icon: "shopping-cart",
    challenges: [
      "Stock that does not match between stores and online",
      "Rising delivery costs and failed deliveries",
      "Customers who buy once and never return",
    ],
    solutions: [
      "Real-time inventory sync across channels",
      "Courier integration with live tracking and delivery windows",
      "Loyalty, reorder and personalised offers",
    ],
  },
] as const satisfies readonly Industry[];

export interface OffTheShelfSolution {
  id: number;
  title: string;
  description: string;
  features: string[];
  icon: HomeIconName;
  color: AccentColor;
  /** The product's own website, opened in a new tab. */
  url?: string;
}

/** Products ready to configure and deploy in weeks. Their websites are placeholders. */
export const offTheShelfSolutions = [
  {
    id: 1,
    title: "SupplyTrack",
    description:
      "Delivery tracking for education and health departments: every order and signature, per province and district.",
    features: [
      "Proof of delivery on any phone",
      "District and school dashboards",
      "Works offline",
    ],
    icon: "package",
    color: "blue",
    url: "https://supplytrack.khanyisa.example",
  },
  {
    id: 2,
    title: "FleetWise",
    description:
      "Telematics for mixed fleets: location, driver scoring and fuel control on the units you already own.",
    features: [
      "Live map and geofences",
      "Driver behaviour scores",
      "Fuel fraud alerts",
    ],
    icon: "truck",
    color: "green",
    url: "https://fleetwise.khanyisa.example",
  },
  {
    id: 3,
    title: "CaseFlow",
    description:
      "Case management for public bodies: intake, routing, service-level timers and audit-ready records.",
    features: [
      "Configurable workflows",
      "Service-level escalations",
      "Auditor-ready trail",
    ],
    icon: "workflow",
    color: "red",
  },
  {
    id: 4,
    title: "StakeholderHub",
    description:
      "One database of clients, brokers and partners, with consent tracking, so every team sees one record.",
    features: [
      `${expand("POPIA")} consent register`,
      "Duplicate detection",
      "Role-based access",
    ],
    icon: "users",
    color: "orange",
  },
  {
    id: 5,
    title: "DocuMind",
    description:
      "AI capture for claims, applications and invoices, with a review queue for anything it is unsure of.",
    features: [
      "Reads scans and photos",
      "Validates against your rules",
      "Exports to your systems",
    ],
    icon: "file-search",
    color: "purple",
  },
] as const satisfies readonly OffTheShelfSolution[];

/** A management figure: its value (with an optional unit), what it counts, and its basis. */
export interface ManagementStat extends Stat {
  unit?: string;
  source: string;
}

/** How we manage solutions once they are live. */
export const managementStats = [
  {
    id: "projects",
    value: figures.projects.value,
    label: "Projects delivered for public and private clients",
    source: figures.projects.source,
  },
  {
    id: "squad",
    value: figures.squad.value,
    label: "Senior professionals in every squad",
    source: figures.squad.source,
  },
  {
    id: "delivery",
    value: figures.delivery.value,
    label: "From kick-off to a system in production",
    source: figures.delivery.source,
  },
  {
    id: "longevity",
    value: figures.longestRunning.value,
    label: "Our longest-running system went live, still in daily use",
    source: figures.longestRunning.source,
  },
] as const satisfies readonly ManagementStat[];

/** Where a home service tile leads: its service's card on /services, whose heading has this id. */
export const serviceAnchor = (id: number) => `/services#service-${id}`;
