// @ts-check
import clientsFile from "../../content/clients.json" with { type: "json" };
import identity from "../../content/identity.json" with { type: "json" };
import namesFile from "../../content/proper-nouns.json" with { type: "json" };
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
  identity.name,
  ...(identity.name.includes(" ") ? [identity.name.split(" ")[0] ?? ""] : []),
  ...namesFile.names,
  ...clientsFile.clients.map((client) => client.name),
  ...Object.values(brandNames),
  ...Object.values(abbreviations),
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
