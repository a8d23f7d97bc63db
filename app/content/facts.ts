import figures from "../../content/figures.json" with { type: "json" };
import identity from "../../content/identity.json" with { type: "json" };
import { buildYear } from "./build-year.ts";

const NUMBER_WORDS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
  "nineteen", "twenty",
]; // prettier-ignore

/** A number from 0 to 20 in words ("nine"); undefined past twenty. */
export const numberInWords = (number: number): string | undefined =>
  NUMBER_WORDS[number];

/**
 * A small figure in words, for prose that states it: “3–9 months” → “three to nine months”,
 * “3–5” → “three to five”; undefined for a figure not written so (“300%”).
 */
function inWords(value: string): string | undefined {
  const match = /^(\d+)(?:–(\d+))?((?: [a-z]+)?)$/.exec(value);
  if (!match) return undefined;
  const [, from = "", to, unit] = match;
  const word = (number: string) => numberInWords(Number(number));
  if (!word(from) || (to !== undefined && !word(to))) return undefined;
  return `${word(from)}${to === undefined ? "" : ` to ${word(to)}`}${unit}`;
}

/** A content file's figures: each figure's value, and what it measures and its basis. */
type FiguresFile = typeof figures;
type Figure = FiguresFile["figures"][number];

const fillIdentity = (text: string, identityFile: typeof identity) =>
  text.replace(/\{founded\}/g, String(identityFile.founded));

/**
 * The tokens of a figures file: each figure by its name ({uptime}: “99.9%”), its basis
 * ({uptimeBasis}), a small figure in words ({squadSizeWords}: “three to five”) and, for a year, the
 * years since, to the build ({liveSinceYears}: “18”).
 */
function figureFacts(
  figuresFile: FiguresFile,
  identityFile: typeof identity = identity,
): Record<string, string> {
  return Object.fromEntries(
    figuresFile.figures.flatMap((figure) => {
      const words = inWords(figure.value);
      const year = /^\d{4}$/.test(figure.value)
        ? [[`${figure.token}Years`, String(buildYear - Number(figure.value))]]
        : [];
      return [
        [figure.token, figure.value],
        [`${figure.token}Basis`, fillIdentity(figure.basis, identityFile)],
        ...(words ? [[`${figure.token}Words`, words]] : []),
        ...year,
      ];
    }),
  );
}

/** The tokens that name a figure or what is derived from it, filled wherever content is read. */
export const figureNames: readonly string[] = Object.keys(figureFacts(figures));

/** The company's own facts in an identity file: what every page's text may name. */
export const companyFacts = (identityFile: typeof identity) => ({
  name: identityFile.name,
  legalName: identityFile.legalName,
  registrationNumber: identityFile.registrationNumber,
  bbbeeLevel: String(identityFile.bbbeeLevel),
  founded: String(identityFile.founded),
  /** The years since the company was founded, to the build: “26”. */
  foundedYears: String(buildYear - identityFile.founded),
  email: identityFile.email,
});

/** The facts of an identity file and a figures file: the site's own (`facts`), or an edit's. */
export const factsOf = (
  identityFile: typeof identity,
  figuresFile: typeof figures,
): Record<string, string> => ({
  ...companyFacts(identityFile),
  ...figureFacts(figuresFile, identityFile),
});

/**
 * The company facts a data file may name in its text as `{token}`, so that a fact is written once
 * (in content/identity.json, or content/figures.json for a figure) and every sentence that states
 * it follows: "B-BBEE Level {bbbeeLevel} contributor". The build fails on a token that is not
 * here (content-files.ts). It reads the files themselves, not identity.ts, so that the schemas
 * (run by the build in Node) do not load the site's build-time settings.
 */
export const facts: Readonly<Record<string, string>> = factsOf(
  identity,
  figures,
);

const TOKEN = /\{(\w+)\}/g;

/** The {tokens} a text names, in order. */
export const tokensIn = (text: string): string[] =>
  [...text.matchAll(TOKEN)].map((match) => match[1] ?? "");

/**
 * The figure of content/figures.json a text shows: {uptime}, {liveSinceYears} (“18”: derived from
 * it), “Since {liveSince}”; undefined when it shows none.
 */
export function figureShownIn(value: string): string | undefined {
  for (const token of tokensIn(value)) {
    const figure = token.replace(/(Years|Words)$/, "");
    if (figureNames.includes(token) && figureNames.includes(`${figure}Basis`))
      return figure;
  }
  return undefined;
}

/** The tokens of a text that name no fact. */
export function unknownFacts(text: string): string[] {
  return tokensIn(text).filter((token) => !(token in facts));
}

/** The text with each `{token}` replaced by its fact. */
export function fillFacts(text: string): string {
  return text.replace(TOKEN, (token, name: string) => facts[name] ?? token);
}

/** How a figure's value is found typed in a text: “3–9 months” as “3–9”, never inside 1 300%. */
const typedPattern = (value: string) =>
  new RegExp(
    `(?<![\\d.,])${(/^[\d.,–/+%]+/.exec(value)?.[0] ?? value).replace(/[.+/]/g, "\\$&")}(?![\\d])`,
  );

/**
 * The figures a text types as numbers where it should name them ({uptime}, not “99.9%”), so that
 * a change to a figure reaches every page. Its words (“three to five”) are not looked for.
 */
export function typedFigures(
  text: string,
  figuresFile: FiguresFile = figures,
): Figure[] {
  return figuresFile.figures.filter((figure) =>
    typedPattern(figure.value).test(text),
  );
}

/** The data with `edit` made to every string in it: keys, numbers and the rest as they are. */
export function mapStrings<T>(data: T, edit: (text: string) => string): T {
  if (typeof data === "string") return edit(data) as T;
  if (Array.isArray(data))
    return data.map((item: unknown) => mapStrings(item, edit)) as T;
  if (data !== null && typeof data === "object")
    return Object.fromEntries(
      Object.entries(data).map(([key, item]) => [key, mapStrings(item, edit)]),
    ) as T;
  return data;
}

/**
 * A content file's data as the site reads it (scripts/content-reading.ts): each {token} naming a
 * figure filled, so a figure is said by content/figures.json alone. Company facts are left to the
 * modules that fill them.
 */
export function withFigures<T>(data: T, figuresFile: FiguresFile = figures): T {
  const known = figureFacts(figuresFile);
  return mapStrings(data, (text) =>
    text.replace(TOKEN, (token, name: string) => known[name] ?? token),
  );
}
