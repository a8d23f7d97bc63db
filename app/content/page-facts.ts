import identityFile from "../../content/identity.json" with { type: "json" };
import { companyFacts, mapStrings, tokensIn } from "./facts.ts";
import { identity } from "./identity.ts";

/** The facts About, Contact, the contact form and the legal documents may name: the company's and its contact details. */
export const pageFacts = {
  ...companyFacts(identityFile),
  mission: identity.mission,
  phone: identity.phone.display,
  address: identity.address.display,
  informationOfficerRole: identity.informationOfficer.role,
  informationOfficerEmail: identity.informationOfficer.email,
} as const satisfies Record<string, string>;

/** The tokens of a text that name no fact of `pageFacts`. */
export const unknownPageFacts = (text: string): string[] =>
  tokensIn(text).filter((token) => !(token in pageFacts));

/** A copy of a data file's content with every `{token}` in its texts replaced by its fact. */
export const fillPageFacts = <T>(value: T): T =>
  mapStrings(value, (text) =>
    text.replace(/\{(\w+)\}/g, (token, name: string) =>
      name in pageFacts ? pageFacts[name as keyof typeof pageFacts] : token,
    ),
  );
