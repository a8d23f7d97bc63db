import { buildYear } from "./build-year.ts";
import { identity } from "./identity.ts";

/**
 * The company facts that the pages' data files (about, contact, the contact form, the legal
 * documents) may name in their text as `{token}`: those of facts.ts and the contact details and
 * Information Officer the legal documents state. A module apart from facts.ts so that /home's
 * script does not grow: a module both /home and another page import becomes a chunk of its own
 * (decision 050), which cost /home 0.3–0.5 KB, over its budget. facts.test.ts checks that every
 * fact of facts.ts is here with the same value.
 */
export const pageFacts = {
  name: identity.name,
  legalName: identity.legalName,
  registrationNumber: identity.registrationNumber,
  bbbeeLevel: String(identity.bbbeeLevel),
  founded: String(identity.founded),
  foundedYears: String(buildYear - identity.founded),
  mission: identity.mission,
  email: identity.email,
  phone: identity.phone.display,
  address: identity.address.display,
  informationOfficerRole: identity.informationOfficer.role,
  informationOfficerEmail: identity.informationOfficer.email,
} as const satisfies Record<string, string>;

const TOKEN = /\{(\w+)\}/g;

/** The tokens of a text that name no fact of `pageFacts`. */
export function unknownPageFacts(text: string): string[] {
  return [...text.matchAll(TOKEN)]
    .map((match) => match[1] ?? "")
    .filter((token) => !(token in pageFacts));
}

/** A copy of a data file's content with every `{token}` in its texts replaced by its fact. */
export function fillPageFacts<T>(value: T): T {
  if (typeof value === "string")
    return value.replace(TOKEN, (token, name: string) =>
      name in pageFacts ? pageFacts[name as keyof typeof pageFacts] : token,
    ) as T;
  if (Array.isArray(value))
    return value.map((item) => fillPageFacts(item)) as T;
  if (value !== null && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillPageFacts(item)]),
    ) as T;
  return value;
}
