import identity from "../../content/identity.json" with { type: "json" };

/**
 * The company facts a data file may name in its text as `{token}`, so that a fact is written once
 * (in content/identity.json) and every sentence that states it follows: "B-BBEE Level
 * {bbbeeLevel} contributor". The build fails on a token that is not here (content-files.ts).
 * It reads the file itself, not identity.ts, so that the schemas (run by the build in Node) do
 * not load the site's build-time settings.
 */
export const facts = {
  name: identity.name,
  legalName: identity.legalName,
  registrationNumber: identity.registrationNumber,
  bbbeeLevel: String(identity.bbbeeLevel),
  founded: String(identity.founded),
  email: identity.email,
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
