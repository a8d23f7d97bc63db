import type { CaseStudy } from "./types";
import { testimonialOf } from "../testimonials";

/**
 * Case study 1 (spec section 2): the provincial Department of Education supply-chain tool.
 * The client, partner and department are described by role, not named: the department's name and
 * the testimonial's wording go live only with the client's written approval.
 */
const educationTestimonial = testimonialOf("education-supply-chain");

export const educationSupplyChain = {
  id: "education-supply-chain",
  title:
    "Learning materials supply chain for a provincial Department of Education",
  client: "Provincial Department of Education",
  category: "Government",
  summary:
    "A web-based requisition, distribution and proof-of-delivery system that lifted the share of schools fully supplied on time from 42% to 99.8%. Built in three months and in daily use in two provinces since 2008.",
  highlight: {
    value: "99.8%",
    from: "42%",
    label: "of schools fully supplied",
  },
  image: "education-dashboard",
  hero: {
    eyebrow: "Government · In use since 2008 in two provinces",
    headline: "Every textbook, every school, before the first school day",
    intro:
      "Each year a provincial Department of Education must deliver textbooks and stationery to thousands of schools before learners arrive in January. We built the system that plans, tracks and proves every one of those deliveries.",
  },
  facts: [
    { label: "Client", value: "Learning-materials distribution contractor" },
    { label: "End-client", value: "Provincial Department of Education" },
    { label: "Partner", value: "Regional warehousing and courier network" },
    { label: "Industry", value: "Government · Basic education" },
    { label: "Key result", value: "Delivery rate from 42% to 99.8%" },
  ],
  challenge: {
    summary:
      "Schools ordered learning and teaching support material on paper forms that were faxed, re-typed and reconciled in spreadsheets. Nobody could say which school had received what until principals complained, and by then the school year had begun.",
    points: [
      "Only 42% of schools had their full order on the first school day.",
      "Orders were re-captured up to three times between school, district and head office, each time with new errors.",
      "Suppliers, warehouses and couriers each kept their own list, so short deliveries surfaced weeks late.",
      "Delivery disputes could not be settled: there was no signed, dated record per school.",
      "The department had to account to the provincial legislature for every rand spent.",
    ],
  },
  solution: {
    summary:
      "A single web application shared by the department, its districts, the distribution contractor and the warehouses, so an order is captured once and followed to the classroom door.",
    pillars: [],
    points: [
      "Schools’ requisitions captured online against the approved catalogue and each school’s allocation, with district sign-off.",
      "Orders consolidated per supplier and per warehouse, with packing lists and delivery routes generated per district.",
      "Every delivery confirmed against a signed proof of delivery, captured by school, date and quantity.",
      "Exception reports that put short, damaged and outstanding deliveries in front of the district manager the next morning.",
      "A live provincial dashboard for head office, with delivery rates by district and by supplier.",
    ],
  },
  screenshots: [
    {
      key: "education-dashboard",
      title: "Provincial delivery dashboard",
      alt: "Dashboard mock-up: province-wide delivery rate of 99.8%, a bar chart of delivery rates per district and totals of schools delivered, in transit and outstanding.",
    },
    {
      key: "education-requisition",
      title: "School requisition capture",
      alt: "Requisition form mock-up for one school: grade, subject, title and quantity of each textbook, the school’s allocation and the amount still available.",
    },
    {
      key: "education-tracking",
      title: "Delivery tracking by district",
      alt: "Tracking mock-up: a table of schools in one district with their order number, delivery date and a status of delivered, in transit or outstanding.",
    },
    {
      key: "education-proof-of-delivery",
      title: "Proof of delivery and exceptions",
      alt: "Proof-of-delivery mock-up: a school’s signed delivery note with items received, next to a list of exceptions for short and damaged deliveries.",
    },
  ],
  results: {
    summary:
      "Within the first delivery season the province moved from guessing to knowing. The second province to adopt the system reached 98.2% in its own first full year.",
    metrics: [
      {
        value: "99.8%",
        from: "42%",
        label: "Delivery rate in the first province",
      },
      { value: "98.2%", label: "Delivery rate in the second province" },
      { value: "3 months", label: "From kick-off to production" },
      { value: "Since 2008", label: "In continuous daily use" },
    ],
    points: [
      "One order per school, captured once and visible to everyone who handles it.",
      "Short deliveries found and corrected in days instead of weeks.",
      "A signed, searchable proof of delivery for every school, ready for the auditors.",
      "Head office reports to the legislature from live figures instead of compiled spreadsheets.",
    ],
  },
  testimonial: {
    quote: educationTestimonial.quote,
    attribution: educationTestimonial.attribution,
    organisation: educationTestimonial.organisation,
  },
  technologies: ["ASP.NET", "C#", "SQL Server 2005"],
} satisfies CaseStudy;
