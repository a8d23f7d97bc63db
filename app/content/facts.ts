import figures from "../../content/figures.json" with { type: "json" };
import identity from "../../content/identity.json" with { type: "json" };

/** The facts of an identity file and a figures file: the site's own (`facts`), or an edit's. */
export const factsOf = (
  identityFile: typeof identity,
  figuresFile: typeof figures,
) =>
  ({
    name: identityFile.name,
    legalName: identityFile.legalName,
    registrationNumber: identityFile.registrationNumber,
    bbbeeLevel: String(identityFile.bbbeeLevel),
    founded: String(identityFile.founded),
    email: identityFile.email,
    /** A figure shown on more than one page (content/figures.json): "3–9 months". */
    deliveryMonths: figuresFile.deliveryMonths,
  }) satisfies Record<string, string>;

/**
 * The company facts a data file may name in its text as `{token}`, so that a fact is written once
 * (in content/identity.json, or content/figures.json for a figure several pages show) and every
 * sentence that states it follows: "B-BBEE Level {bbbeeLevel} contributor". The build fails on
 * a token that is not here (content-files.ts). It reads the files themselves, not identity.ts,
 * so that the schemas (run by the build in Node) do not load the site's build-time settings.
 */
export const facts: Readonly<ReturnType<typeof factsOf>> = factsOf(
  identity,
  figures,
);

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
