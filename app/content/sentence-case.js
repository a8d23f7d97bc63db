// @ts-check
import clientsFile from "../../content/clients.json" with { type: "json" };
import identity from "../../content/identity.json" with { type: "json" };
import { abbreviations } from "./abbreviations.ts";
import { brandNames } from "./technologies/marks.ts";

// Sentence case in headings, buttons and labels (design log 081), as schemas and articles run it.

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

const namesLongestFirst = [...properNouns].sort((a, b) => b.length - a.length);
const escapeRegExp = (/** @type {string} */ text) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const NAMES = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${namesLongestFirst.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}])`,
  "gu",
);
// A word keeps its inner full stops ("Node.js") but not one that ends a sentence.
const WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}’'&-]|\.(?=[\p{L}\p{N}]))*|[.!?:·]/gu;
const PHRASE_END = /^[.!?:·]$/;
// The small words Title Case leaves in lower case ("Terms of Use").
const SMALL_WORDS = new Set(
  "a an and as at but by for from in into of on or the to via with".split(" "),
);

/** @typedef {"heading" | "button" | "label"} CaseKind */

/** @param {string} text @param {CaseKind} [kind] */
export function isTitleCase(text, kind = "heading") {
  // A name stands as one lower-case word: it neither counts nor spoils "every word".
  const words = text.replace(NAMES, "name").match(WORD) ?? [];
  let sentenceStart = true;
  let unexplained = 0;
  let count = 0;
  let allCapitalised = true;
  for (const word of words) {
    if (PHRASE_END.test(word)) {
      sentenceStart = true;
      continue;
    }
    if (!sentenceStart && SMALL_WORDS.has(word)) continue;
    count += 1;
    const capitalised = /^\p{Lu}/u.test(word);
    // An acronym or a figure explains itself.
    const explained =
      (word.match(/\p{Lu}/gu) ?? []).length >= 2 || /\p{N}/u.test(word);
    if (!capitalised && !explained) allCapitalised = false;
    if (capitalised && !explained && !sentenceStart) unexplained += 1;
    sentenceStart = false;
  }
  return (
    unexplained >= 2 ||
    (kind !== "heading" && unexplained >= 1 && allCapitalised && count >= 2)
  );
}

const EXAMPLES = {
  heading: "“Why choose us”, not “Why Choose Us”",
  button: "“Get started”, not “Get Started”",
  label: "“Financial services”, not “Financial Services”",
};

/** What an editor is told when a text is Title Case. @param {CaseKind} kind */
export function sentenceCaseAdvice(kind) {
  return `write it in sentence case, as the site writes its ${kind}s: ${EXAMPLES[kind]} (names and abbreviations keep their capitals)`;
}
