/**
 * The abbreviations the site's copy uses that a visitor may not know, with what they stand for.
 * The first time a page uses one, its copy spells it out: `expand("POPIA")` gives
 * "Protection of Personal Information Act (POPIA)" (WCAG 3.1.4; design log 062).
 */
export const abbreviations = {
  "B-BBEE": "Broad-Based Black Economic Empowerment",
  POPIA: "Protection of Personal Information Act",
  PAIA: "Promotion of Access to Information Act",
} as const;

export type Abbreviation = keyof typeof abbreviations;

/** The expansion with the abbreviation after it, as the first use on a page reads. */
export const expand = (abbreviation: Abbreviation) =>
  `${abbreviations[abbreviation]} (${abbreviation})`;
