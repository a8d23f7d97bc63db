import figures from "../../content/figures.json" with { type: "json" };
import identity from "../../content/identity.json" with { type: "json" };
import { fillTokens } from "../lib/tokens.ts";

/** The year the site is built (vite.config.ts sets it; Node reads it too); in the editor, this year. */
export const buildYear =
  Number(
    (import.meta.env?.VITE_BUILD_YEAR as string | undefined) ??
      (globalThis as { process?: { env?: Record<string, string | undefined> } })
        .process?.env?.VITE_BUILD_YEAR,
  ) || new Date().getFullYear();

const NUMBER_WORDS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
  "nineteen", "twenty",
]; // prettier-ignore

/** A number from 0 to 20 in words ("nine"); undefined past twenty. */
export const numberInWords = (number: number) => NUMBER_WORDS[number];

/** A small figure in words: “3–9 months” → “three to nine months”; undefined for “300%”. */
function inWords(value: string): string | undefined {
  const match = /^(\d+)(?:–(\d+))?((?: [a-z]+)?)$/.exec(value);
  if (!match) return undefined;
  const [, from = "", to, unit] = match;
  const word = (number: string) => numberInWords(Number(number));
  if (!word(from) || (to !== undefined && !word(to))) return undefined;
  return `${word(from)}${to === undefined ? "" : ` to ${word(to)}`}${unit}`;
}

/** A figures file's tokens: {uptime}, {uptimeBasis}, {squadSizeWords}, for a year {liveSinceYears}. */
function figureFacts(
  figuresFile: typeof figures,
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
        [
          `${figure.token}Basis`,
          fillTokens(figure.basis, { founded: identityFile.founded }),
        ],
        ...(words ? [[`${figure.token}Words`, words]] : []),
        ...year,
      ];
    }),
  );
}

/** The tokens that name a figure or what is derived from it, filled wherever content is read. */
export const figureNames: readonly string[] = Object.keys(figureFacts(figures));

const companyFacts = (identityFile: typeof identity) => ({
  name: identityFile.name,
  legalName: identityFile.legalName,
  registrationNumber: identityFile.registrationNumber,
  bbbeeLevel: String(identityFile.bbbeeLevel),
  founded: String(identityFile.founded),
  foundedYears: String(buildYear - identityFile.founded),
  email: identityFile.email,
});

/** The facts of an identity and a figures file: the site's own (`facts`), or an edit's. */
export const factsOf = (
  identityFile: typeof identity,
  figuresFile: typeof figures,
): Record<string, string> => ({
  ...companyFacts(identityFile),
  ...figureFacts(figuresFile, identityFile),
});

/** What a data file's text may name as `{token}`, so a fact is written once (decision 085). */
export const facts = factsOf(identity, figures);

export const tokensIn = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");

/** The figure a text shows ({uptime}, {liveSinceYears}, “Since {liveSince}”), if any. */
export function figureShownIn(value: string): string | undefined {
  for (const token of tokensIn(value)) {
    const figure = token.replace(/(Years|Words)$/, "");
    if (figureNames.includes(token) && figureNames.includes(`${figure}Basis`))
      return figure;
  }
  return undefined;
}

/** What About, Contact, the contact form and the legal documents may name: also the contact details. */
export const pageFacts: Readonly<Record<string, string>> = {
  ...companyFacts(identity),
  mission: identity.mission,
  phone: identity.phone,
  address: identity.address.display,
  informationOfficerRole: identity.informationOfficer.role,
  informationOfficerEmail: identity.informationOfficer.email,
};

export const unknownFacts = (text: string, known = facts): string[] =>
  tokensIn(text).filter((token) => !(token in known));

export const fillFacts = (text: string) => fillTokens(text, facts);

/** A data file's content (checked by the build) with the company facts filled into every text. */
export const fillFactsIn = <T>(value: T): T => mapStrings(value, fillFacts);

/** A copy of a data file's content with every `{token}` in its texts replaced by its page fact. */
export const fillPageFacts = <T>(value: T): T =>
  mapStrings(value, (text) => fillTokens(text, pageFacts));

/** How a figure's value is found typed in a text: “3–9 months” as “3–9”, never inside 1 300%. */
const typedPattern = (value: string) =>
  new RegExp(
    `(?<![\\d.,])${(/^[\d.,–/+%]+/.exec(value)?.[0] ?? value).replace(/[.+/]/g, "\\$&")}(?![\\d])`,
  );

/** The figures a text types as numbers (“99.9%”) where it should name them ({uptime}). */
export const typedFigures = (text: string) =>
  figures.figures.filter((figure) => typedPattern(figure.value).test(text));

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

/** A content file's data with each figure's {token} filled (company facts are filled later). */
export function withFigures<T>(
  data: T,
  figuresFile: typeof figures = figures,
): T {
  const known = figureFacts(figuresFile);
  return mapStrings(data, (text) => fillTokens(text, known));
}
