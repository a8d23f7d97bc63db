import { expand } from "./abbreviations";
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
    title: "Intelligent Document Processing",
    description:
      "Claims, applications, invoices and ID documents read, classified and captured in seconds, with a person reviewing only what the model is unsure of.",
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
      "Forecasts of demand, stock-outs, arrears and equipment failure, early enough to act on and explained well enough to trust.",
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
      "Virtual agents on WhatsApp, web chat and voice that answer routine questions day and night, and hand over to your staff with the full history.",
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
      "Cameras that count, inspect and check safety compliance on production lines, in warehouses and at sites, with alerts the moment something is wrong.",
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
}

export const impactStats = [
  {
    number: "300%",
    label: "Efficiency gain",
    icon: "trending-up",
    description:
      "More transactions processed per person once manual capture and re-work are automated.",
  },
  {
    number: "85%",
    label: "Cost reduction",
    icon: "gauge",
    description:
      "Lower cost per transaction after paper-based processes move to tracked digital workflows.",
  },
  {
    number: "99.9%",
    label: "Uptime",
    icon: "activity",
    description:
      "Measured availability of the production systems we host and support.",
  },
  {
    number: "24/7",
    label: "Monitoring",
    icon: "shield",
    description:
      "Round-the-clock monitoring and incident response, weekends and public holidays included.",
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
      "Client data spread across policy, claims and CRM systems",
      "Slow, paper-heavy onboarding and FICA verification",
      `Growing ${expand("POPIA")}, FAIS and Conduct of Business reporting demands`,
    ],
    solutions: [
      "A single stakeholder database with a full audit trail",
      "Digital onboarding that cut onboarding time by 30% for an insurer",
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
      "Stock visibility and reorder alerts from depot to clinic",
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
      "Delivery tracking for education and health departments: every order, every delivery, every signature, per province and district.",
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
      "Telematics for mixed fleets: live location, driver scoring and fuel control on the tracking units you already own.",
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
      "Case and application management for public bodies: intake, routing, service-level timers and audit-ready records.",
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
      "One database of clients, brokers and partners with consent tracking, so every team sees the same record.",
    features: [
      "POPIA consent register",
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
      "AI document capture for claims, applications and invoices, with a review queue for anything it is not sure of.",
    features: [
      "Reads scans and photos",
      "Validates against your rules",
      "Exports to your systems",
    ],
    icon: "file-search",
    color: "purple",
  },
] as const satisfies readonly OffTheShelfSolution[];

/** How we manage solutions once they are live. */
export const managementStats = [
  { id: "projects", value: "200+", label: "Projects delivered since 2000" },
  { id: "squad", value: "3–5", label: "Senior professionals per squad" },
  { id: "delivery", value: "3–9", label: "Months from kick-off to production" },
  {
    id: "longevity",
    value: "16+",
    label: "Years our longest-running system has been in use",
  },
] as const satisfies readonly Stat[];
