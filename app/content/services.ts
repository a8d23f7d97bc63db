import { expand } from "./abbreviations";
import { identity } from "./identity";
import type { AccentColor, SectionIntro, ServicesIconName } from "./types";

export interface Service {
  id: number;
  title: string;
  description: string;
  /** The drawn mark shown with the service. */
  image: ServicesIconName;
  color: AccentColor;
  /** The first four are the core services; the rest are additional features. */
  features: string[];
  stats?: { projects: string; experience: string; satisfaction: string };
}

/** The element id of a service's card on /services; the home page links `/services#service-<id>`. */
export const serviceElementId = (id: number) => `service-${id}`;

/** How many of a service's features are its core services (the spec's rule). */
export const CORE_FEATURE_COUNT = 4;

export const coreServices = (service: Service) =>
  service.features.slice(0, CORE_FEATURE_COUNT);
export const additionalFeatures = (service: Service) =>
  service.features.slice(CORE_FEATURE_COUNT);

/**
 * The spec's "35-year code base" (section 9). The company dates from 2000, so the figure is not
 * its age: it is the age of the oldest client code base its modernisation work has taken over
 * (decision 067). Confirm it with the delivery team before launch, like the client names.
 */
export const oldestModernisedCodeBase = { years: 35 } as const;

export const services = [
  {
    id: 1,
    title: "Custom software development",
    description:
      "Systems built around how your organisation actually works, not around a vendor’s template: from requirements to a supported production release.",
    image: "code",
    color: "blue",
    features: [
      "Requirements workshops with the people who will use the system",
      "Architecture and solution design documents you own",
      "Iterative development with a working release every two weeks",
      "User acceptance testing and go-live support",
      `Legacy system modernisation and data migration, including client code bases up to ${oldestModernisedCodeBase.years} years old`,
      "Role-based security and full audit trails",
      "Source code, documentation and skills transfer to your team",
      "Post-launch warranty and service-level support",
    ],
    stats: {
      projects: "80+",
      experience: `Since ${identity.founded}`,
      satisfaction: "100%",
    },
  },
  {
    id: 2,
    title: "Supply chain management systems",
    description:
      "End-to-end visibility from order to delivery, so that what leaves the warehouse reaches the right school, clinic or store on time.",
    image: "truck",
    color: "green",
    features: [
      "Order, requisition and procurement management",
      "Warehouse and inventory control with barcode scanning",
      "Delivery scheduling and proof of delivery",
      "Supplier performance tracking and scorecards",
      "Exception alerts for late, short or damaged deliveries",
      "Provincial and district roll-up reporting",
      "Integration with SAP, Sage and government ERP systems",
      "Offline capture for sites with poor connectivity",
    ],
    stats: { projects: "25+", experience: "Since 2008", satisfaction: "100%" },
  },
  {
    id: 3,
    title: "E-commerce platforms",
    description:
      "Online stores and B2B ordering portals that handle South African payment methods, couriers and VAT from day one.",
    image: "shopping-cart",
    color: "orange",
    features: [
      "Storefront and B2B ordering portal design and build",
      "PayFast, Peach Payments, Ozow and card gateway integration",
      "Product catalogue, pricing and promotions management",
      "Courier and delivery integration with live tracking",
      "Customer accounts, loyalty and reorder history",
      "Inventory sync with your ERP or point of sale",
      "Sales, basket and conversion analytics",
      `Customer data handled under the ${expand("POPIA")}`,
    ],
  },
  {
    id: 4,
    title: "Content management systems",
    description:
      "Websites and intranets your communications team can update without a developer, with approvals built in.",
    image: "layout",
    color: "purple",
    features: [
      "Headless or traditional CMS selection and set-up",
      "Content modelling and editorial workflows",
      "Multi-site and multilingual publishing",
      "Approval and publishing rules by role",
      "Document libraries and records retention",
      "Accessibility to WCAG 2.2 AA",
      "Search across pages and documents",
      "Editor training and publishing guides",
    ],
  },
  {
    id: 5,
    title: "Workflow automation",
    description:
      "Paper forms, e-mail chains and spreadsheets replaced with tracked digital processes that show who is holding what, and for how long.",
    image: "workflow",
    color: "red",
    features: [
      "Process mapping with the teams who run the process today",
      "Digital forms with validation and attachments",
      "Routing, approvals and delegation of authority",
      "Service-level timers and escalations",
      "E-signatures and document generation",
      "Dashboards of throughput and bottlenecks",
      "Integration with e-mail, SMS and WhatsApp notifications",
      "Audit trails that stand up to the Auditor-General",
    ],
    stats: { projects: "30+", experience: "Since 2006", satisfaction: "100%" },
  },
  {
    id: 6,
    title: "Fleet telematics",
    description:
      "Live vehicle location, driver behaviour and fuel data turned into lower running costs and safer drivers.",
    image: "gauge",
    color: "blue",
    features: [
      "GPS tracking and live fleet maps",
      "Driver behaviour scoring: speeding, harsh braking, idling",
      "Fuel usage monitoring and fraud detection",
      "Route planning and geofenced alerts",
      "Maintenance scheduling from odometer and engine data",
      "Trip logs for SARS and claims",
      "Integration with existing tracking hardware",
      "Management reports by depot, vehicle and driver",
    ],
  },
  {
    id: 7,
    title: "Digital transformation consulting",
    description:
      "An honest assessment of where technology will pay off first, and a roadmap your board and your staff can both follow.",
    image: "compass",
    color: "purple",
    features: [
      "Current-state assessment of systems, data and skills",
      "Business case with costed options",
      "Phased transformation roadmap",
      "Change management and staff adoption planning",
      "Vendor and technology selection",
      "Programme governance and benefits tracking",
      "Data governance and POPIA readiness",
      "Executive and board briefings",
    ],
  },
  {
    id: 8,
    title: "AI & machine learning solutions",
    description:
      "Practical AI that reads documents, forecasts demand and answers customers, deployed where it saves time and measured against a baseline.",
    image: "brain",
    color: "orange",
    features: [
      "AI readiness and use-case prioritisation",
      "Intelligent document processing and data extraction",
      "Demand, risk and churn forecasting models",
      "Multilingual chat and virtual assistants",
      "Model monitoring, retraining and drift alerts",
      "Responsible AI: bias testing and human review",
      "Integration of AI services into existing systems",
      "Data preparation and labelling pipelines",
    ],
    stats: { projects: "15+", experience: "Since 2017", satisfaction: "100%" },
  },
  {
    id: 9,
    title: "Web application development",
    description:
      "Fast, secure web applications and portals that work on a mid-range phone on a slow network as well as on an office desktop.",
    image: "globe",
    color: "green",
    features: [
      "Responsive single-page and server-rendered applications",
      "Citizen, client and supplier self-service portals",
      "Progressive web apps that work offline",
      "Performance budgets for mobile networks",
      "Accessibility to WCAG 2.2 AA",
      "Single sign-on and multi-factor authentication",
      "Automated testing and continuous delivery",
      "Security testing against the OWASP Top 10",
    ],
    stats: { projects: "50+", experience: "Since 2004", satisfaction: "100%" },
  },
  {
    id: 10,
    title: "Data analytics & business intelligence",
    description:
      "One trusted version of the numbers, from operational systems to executive dashboards, refreshed without anyone copying spreadsheets.",
    image: "bar-chart",
    color: "red",
    features: [
      "Data warehouse and data lake design",
      "Power BI and web dashboards",
      "Automated data pipelines from source systems",
      "Data quality rules and reconciliation",
      "KPI frameworks and annual performance plan reporting",
      "Self-service reporting for managers",
      "Geospatial and district-level analysis",
      "Scheduled board and regulator reports",
    ],
  },
  {
    id: 11,
    title: "Systems integration & APIs",
    description:
      "Systems that share data reliably instead of by re-capture: APIs, message queues and integrations with the platforms you already run.",
    image: "network",
    color: "blue",
    features: [
      "API design, documentation and management",
      "Integration with ERP, CRM, HR and payroll systems",
      "Government and bank interface connections",
      "Event-driven and message-queue integration",
      "Data synchronisation and master data management",
      "Integration monitoring and failure alerts",
      "Secure file transfer and batch interfaces",
      "Retirement of duplicate data capture",
    ],
  },
  {
    id: 12,
    title: "Cloud hosting & managed support",
    description:
      "Your systems kept up, patched and backed up, with 24/7 monitoring and 99.9% uptime, in South African data centres where data must stay local.",
    image: "cloud",
    color: "green",
    features: [
      "Cloud and hybrid hosting on Azure, AWS or local data centres",
      "24/7 monitoring and incident response",
      "99.9% uptime service levels",
      "Backups, disaster recovery and load-shedding resilience",
      "Security patching and vulnerability management",
      "Capacity planning and cost optimisation",
      "Service desk with agreed response times",
      "Monthly service reports",
    ],
    stats: { projects: "40+", experience: "Since 2009", satisfaction: "100%" },
  },
] as const satisfies readonly Service[];

export interface ProcessStep {
  name: "Discover" | "Design" | "Develop" | "Deploy";
  summary: string;
  outcome: string;
  icon: ServicesIconName;
}

/** The services page's delivery process, in order. */
export const processSteps = [
  {
    name: "Discover",
    summary:
      "Two to three weeks with your people and your data: how the work is done today, where it breaks and what success must look like.",
    outcome: "A scoped problem statement, measurable goals and a costed plan.",
    icon: "search",
  },
  {
    name: "Design",
    summary:
      "Architecture, data model and clickable prototypes, tested with the staff and citizens who will use the system.",
    outcome: "Signed-off designs and a release plan with dates.",
    icon: "pen-tool",
  },
  {
    name: "Develop",
    summary:
      "A senior squad of three to five builds in two-week increments; you see working software at every review, not slides.",
    outcome:
      "Tested, documented releases on a staging environment you can use.",
    icon: "code",
  },
  {
    name: "Deploy",
    summary:
      "Data migration, training and go-live, then 24/7 monitoring and support so the system keeps earning its place.",
    outcome:
      "A system in production in three to nine months, and a team that can run it.",
    icon: "rocket",
  },
] as const satisfies readonly ProcessStep[];

export const servicesSections = {
  process: {
    eyebrow: "How we work",
    title: "Four steps from first workshop to a system in production",
    intro:
      "The same disciplined process on every project, whether it is a provincial supply-chain system or a stakeholder database for an insurer.",
  },
  catalogue: {
    eyebrow: "What we do",
    title: "Twelve services, one accountable team",
    intro:
      "Each service lists its core deliverables first, then the additional features most clients add. Mix them as your programme needs.",
  },
} as const satisfies Record<string, SectionIntro>;
