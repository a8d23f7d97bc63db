import { expand } from "../abbreviations";
import type { CaseStudy } from "./types";

/**
 * Case study 2 (spec section 2): the stakeholder database for a large insurer. The insurer is
 * not named and the quote is attributed by role only, until the client approves both in writing.
 */
export const insurerStakeholderDatabase = {
  id: "insurer-stakeholder-database",
  title: "A single stakeholder database for a large South African insurer",
  client: "A large South African insurer",
  category: "Financial Services",
  summary:
    "One governed record for every broker, intermediary and service provider, with a guided onboarding workflow. Onboarding is 30% faster and the risk of losing stakeholder data has been removed.",
  highlight: { value: "30%", label: "faster stakeholder onboarding" },
  image: "stakeholder-profile",
  hero: {
    eyebrow: "Financial Services · Insurance",
    headline:
      "One trusted record for every relationship the business depends on",
    intro:
      "An insurer works through thousands of brokers, intermediaries and service providers. We replaced the spreadsheets and departmental databases that held them with one secure system and a workflow that brings each new stakeholder on board in a fraction of the time.",
  },
  facts: [
    { label: "Client", value: "A large South African insurer" },
    { label: "Industry", value: "Financial services · Insurance" },
    {
      label: "Solution",
      value: "Central stakeholder database and onboarding workflow",
    },
    { label: "Key result", value: "30% faster onboarding" },
    { label: "Impact", value: "Data-loss risk removed" },
  ],
  challenge: {
    summary:
      "Stakeholder details lived in spreadsheets, personal inboxes and small databases owned by individual departments. Each team kept its own version of the truth, and some of it existed on a single laptop.",
    points: [
      "The same broker appeared under different spellings and codes in different systems.",
      "Onboarding a new intermediary meant e-mailing documents between teams and chasing approvals by phone.",
      "Compliance could not easily show which accreditation and FICA documents were on file, or when they expired.",
      "A failed laptop or a departing employee could take irreplaceable records with them.",
    ],
  },
  solution: {
    summary:
      "A central stakeholder database with a guided onboarding workflow, built around three pillars agreed with the business, compliance and IT.",
    pillars: [
      {
        title: "One verified record",
        body: "Every stakeholder held once, with duplicates merged, a clear owner per record and a full history of changes.",
      },
      {
        title: "Guided onboarding",
        body: "A step-by-step workflow with document checklists, approvals and service-level timers, so nothing waits in an inbox.",
      },
      {
        title: "Secure by design",
        body: "Role-based access, an audit trail of every view and change, encrypted storage and tested backups, in line with POPIA.",
      },
    ],
    points: [],
  },
  screenshots: [
    {
      key: "stakeholder-profile",
      title: "Stakeholder profile",
      alt: "Profile mock-up of one broker: contact details, accreditation status, linked companies and people, documents on file with expiry dates, and recent activity.",
    },
    {
      key: "stakeholder-onboarding",
      title: "Onboarding workflow",
      alt: "Workflow mock-up: new stakeholders moving through the stages application, document checks, compliance review and approved, each card showing its days in stage.",
    },
  ],
  results: {
    summary:
      "The business now works from one source of truth, and compliance can answer an auditor’s question in minutes.",
    metrics: [
      { value: "30%", label: "Faster stakeholder onboarding" },
      { value: "0", label: "Records held only on personal devices" },
    ],
    points: [
      "Onboarding time cut by 30%, with every step and hand-over visible.",
      "Data-loss risk removed: every record and document in one backed-up, audited database.",
      "Duplicate stakeholder records merged into one verified record each.",
      "Expiring accreditation and FICA documents flagged before they lapse.",
      `Access controlled by role, with a complete audit trail for ${expand("POPIA")}.`,
    ],
  },
  testimonial: {
    quote:
      "We went from five versions of the truth to one. New intermediaries are trading with us sooner, and I no longer worry about what we would lose if a laptop went missing.",
    attribution: "Head of Distribution Operations",
    organisation: "A large South African insurer",
  },
  technologies: [
    "ASP.NET",
    "C#",
    "SQL Server",
    "Angular",
    "REST APIs",
    "Active Directory sign-on",
  ],
} satisfies CaseStudy;
