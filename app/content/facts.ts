import { identity } from "./identity.ts";

/**
 * The company facts a data file may name in its text as `{token}`, so that a fact is written once
 * (in identity.ts) and every sentence that states it follows: "B-BBEE Level {bbbeeLevel}
 * contributor". The build fails on a token that is not here (content-files.ts).
 */
export const facts = {
  name: identity.name,
  legalName: identity.legalName,
  registrationNumber: identity.registrationNumber,
  bbbeeLevel: String(identity.bbbeeLevel),
  founded: String(identity.founded),
} as const satisfies Record<string, string>;

const TOKEN = /\{(\w+)\}/g;

/** The tokens of a text that name no fact. */
export function unknownFacts(text: string): string[] {
  return [...text.matchAll(TOKEN)]
    .map((match) => match[1] ?? "")
    .filter((token) => !(token in facts));
}

/** The text with each `{token}` replaced by its fact. */
export function fillFacts(text: string): string {
  return text.replace(TOKEN, (token, name: string) =>
    name in facts ? facts[name as keyof typeof facts] : token,
  );
}
