// @ts-check
import clientsFile from "../../content/clients.json" with { type: "json" };
import identity from "../../content/identity.json" with { type: "json" };

/**
 * Names that keep their capitals in sentence-case headings and buttons: the one list the
 * copy-conventions build check (scripts/quality/copy-conventions.mjs) reads, so that "Contact
 * Khanyisa Digital" is sentence case and "View Case Studies" is not. Plain JavaScript, so that
 * the check reads it in Node without a build step. Add a name here when a heading or button
 * needs it; an acronym (two or more capitals, "AI", "B-BBEE") needs no entry. The company's name
 * and the clients' are read from their data files, so that renaming either in the content does
 * not flag the new name.
 */
export const properNouns = [
  // The company (content/identity.json), its short name (its first word, as on home screens), its
  // places and its country.
  identity.name,
  ...(identity.name.includes(" ") ? [identity.name.split(" ")[0] ?? ""] : []),
  "South African",
  "South Africa",
  "Sandton",
  "Johannesburg",
  "Gauteng",
  "Pretoria",
  "Cape Town",
  "Durban",
  "Africa",
  "African",
  "Mzansi",
  // Clients (content/clients.json).
  ...clientsFile.clients.map((client) => client.name),
  // Products, platforms and vendors.
  "Microsoft Azure",
  "Microsoft",
  "Azure",
  "Amazon Web Services",
  "Google Cloud",
  "Google",
  "Power BI",
  "React Native",
  "React",
  "Node.js",
  "Next.js",
  "TypeScript",
  "JavaScript",
  "Python",
  "Flutter",
  "Kotlin",
  "Swift",
  "Docker",
  "Kubernetes",
  "MySQL",
  "SQL Server",
  ".NET",
  "C#",
  "PostgreSQL",
  "MongoDB",
  "Redis",
  "Firebase",
  "Shopify",
  "WordPress",
  "Salesforce",
  "SAP",
  "Sage",
  "Xero",
  "WhatsApp",
  "Microsoft Teams",
  "Laravel",
  "Django",
  "Java",
  "Terraform",
  "Tailwind",
  "Figma",
  // Laws, standards and bodies, by their names.
  "Protection of Personal Information Act",
  "Promotion of Access to Information Act",
  "Information Regulator",
  "Department of Education",
  "Broad-Based Black Economic Empowerment",
  "Level 1",
  "National Treasury",
  "Central Supplier Database",
  "Information Officer",
  "Privacy Policy",
  "Terms of Service",
  "Cookie Policy",
  // Months and days (dates in headings).
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
  "Monday",
  "Friday",
];
