/** Abbreviations a visitor may not know, spelt out at their first use on a page (design log 062). */
export const abbreviations = {
  "B-BBEE": "Broad-Based Black Economic Empowerment",
  POPIA: "Protection of Personal Information Act",
  PAIA: "Promotion of Access to Information Act",
} as const;

export type Abbreviation = keyof typeof abbreviations;

/** The expansion with the abbreviation after it, as the first use on a page reads. */
export const expand = (abbreviation: Abbreviation) =>
  `${abbreviations[abbreviation]} (${abbreviation})`;
