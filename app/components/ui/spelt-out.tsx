import { abbreviations, type Abbreviation } from "../../content/abbreviations";

/**
 * An abbreviation spelt out, "Expansion (ABBR)", as `expand()` writes it, with the abbreviation
 * kept on one line: "B-BBEE" must not break at its hyphen.
 */
export function SpeltOut({ abbreviation }: { abbreviation: Abbreviation }) {
  return (
    <>
      {abbreviations[abbreviation]} (
      <span className="whitespace-nowrap">{abbreviation}</span>)
    </>
  );
}
