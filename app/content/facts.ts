import figures from "../../content/figures.json" with { type: "json" };
import { identity } from "./identity.ts";

/**
 * The company facts a data file may name in its text as `{token}`, so that a fact is written once
 * (in identity.ts, or content/figures.json for a shared figure) and every sentence that states it follows: "B-BBEE Level {bbbeeLevel}
 * contributor". The build fails on a token that is not here (content-files.ts).
 */
export const facts = {
  name: identity.name,
  legalName: identity.legalName,
  registrationNumber: identity.registrationNumber,
  bbbeeLevel: String(identity.bbbeeLevel),
  founded: String(identity.founded),
  /** A figure shown on more than one page (content/figures.json): "3–9 months". */
  deliveryMonths: figures.deliveryMonths,
} as const satisfies Record<string, string>;

const TOKEN = /\{(\w+)\}/g;

/** The {tokens} a text names, in order. */
export const tokensIn = (text: string): string[] =>
  [...text.matchAll(TOKEN)].map((match) => match[1] ?? "");

/** The tokens of a text that name no fact. */
export function unknownFacts(text: string): string[] {
  return tokensIn(text).filter((token) => !(token in facts));
}

/** The text with each `{token}` replaced by its fact. */
export function fillFacts(text: string): string {
  return text.replace(TOKEN, (token, name: string) =>
    name in facts ? facts[name as keyof typeof facts] : token,
  );
}
