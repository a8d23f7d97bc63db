// @ts-check
import clientsFile from "../../content/clients.json" with { type: "json" };
import identity from "../../content/identity.json" with { type: "json" };
import { abbreviations } from "./abbreviations.ts";
import { brandNames } from "./technologies/marks.ts";

/** @param {Intl.DateTimeFormatOptions} format @param {number} count @param {(at: number) => Date} date */
const dateNames = (format, count, date) =>
  Array.from({ length: count }, (_, at) =>
    date(at).toLocaleString("en-ZA", { ...format, timeZone: "UTC" }),
  );

/** Names that keep their capitals in sentence case; an acronym ("AI", "B-BBEE") needs no entry. */
export const properNouns = [
  // The company, its short name (as on home screens), its places and its country.
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
  // Products, platforms and vendors: the technologies' brands, and more.
  ...Object.values(brandNames),
  "Microsoft Azure",
  "Microsoft",
  "Azure",
  "Amazon Web Services",
  "Google",
  "Power BI",
  "Google Analytics",
  "ASP.NET Core",
  "ASP.NET",
  "Entity Framework",
  "Angular Material",
  "AngularJS",
  "Always On",
  "Active Directory",
  "Entra ID",
  "React Router",
  "React Native",
  "Next.js",
  "JavaScript",
  "Flutter",
  "Kotlin",
  "Swift",
  "MySQL",
  "SQL Server",
  "C#",
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
  "Tailwind",
  // Laws, standards and bodies, by their names.
  ...Object.values(abbreviations),
  "Information Regulator",
  "Department of Education",
  "Level 1",
  "National Treasury",
  "Central Supplier Database",
  "Information Officer",
  "Privacy Policy",
  "Terms of Service",
  "Terms of Use",
  "Cookie Policy",
  // Months and days (dates in headings).
  ...dateNames({ month: "long" }, 12, (at) => new Date(Date.UTC(2000, at))),
  ...dateNames(
    { weekday: "long" },
    7,
    (at) => new Date(Date.UTC(2000, 0, at + 2)),
  ),
];
