import identityFile from "../../content/identity.json" with { type: "json" };
import { companyFacts } from "./facts.ts";
import { identity } from "./identity.ts";

/**
 * The company facts that the pages' data files (about, contact, the contact form, the legal
 * documents) may name in their text as `{token}`: those of facts.ts and the contact details and
 * Information Officer the legal documents state.
 */
export const pageFacts = {
  ...companyFacts(identityFile),
  mission: identity.mission,
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
