// @ts-check
import { properNouns } from "./proper-nouns.js";

/**
 * Sentence case in headings and buttons (decision 081): the one rule that the content schemas run
 * on the headings and buttons an editor writes, so the editor refuses what the build's copy check
 * (scripts/quality/copy-conventions.mjs, on every built page's h1–h3 and buttons) would.
 *
 * A heading or button is Title Case when it has three or more capitalised words, that is two or
 * more after the first of a sentence ("View Case Studies"); a button also when every word of a
 * label of two or more is ("Get Started": a heading of two such words is as often a person's
 * name). Names in proper-nouns.js and acronyms ("AI", "B-BBEE") keep their capitals. Plain
 * JavaScript, so the build's checks read it in Node without a build step.
 */

const namesLongestFirst = [...properNouns].sort((a, b) => b.length - a.length);
const escapeRegExp = (/** @type {string} */ text) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const NAMES = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${namesLongestFirst.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}])`,
  "gu",
);
// A word keeps its inner full stops ("Node.js") but not one that ends a sentence.
const WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}’'&-]|\.(?=[\p{L}\p{N}]))*|[.!?:]/gu;

/**
 * Whether a heading's or button's text is Title Case rather than sentence case.
 * @param {string} text
 * @param {"heading" | "button"} [kind]
 */
export function isTitleCase(text, kind = "heading") {
  // A name stands as one lower-case word: it neither counts nor spoils "every word".
  const words = text.replace(NAMES, "name").match(WORD) ?? [];
  let sentenceStart = true;
  let unexplained = 0;
  let count = 0;
  let allCapitalised = true;
  for (const word of words) {
    if (/^[.!?:]$/.test(word)) {
      sentenceStart = true;
      continue;
    }
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
    (kind === "button" && unexplained >= 1 && allCapitalised && count >= 2)
  );
}


/**
 * What an editor is told when a heading or button is Title Case: the same words from the
 * schemas (schema-parts.ts) and an article's body (blog/article-guard.ts).
 * @param {"heading" | "button"} kind
 */
export function sentenceCaseAdvice(kind) {
  const example =
    kind === "heading"
      ? "“Why choose us”, not “Why Choose Us”"
      : "“Get started”, not “Get Started”";
  return `write it in sentence case, as the site writes its ${kind}s: ${example} (names and abbreviations keep their capitals)`;
}
