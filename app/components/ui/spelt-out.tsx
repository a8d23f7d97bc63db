import { abbreviations, type Abbreviation } from "../../content/abbreviations";

/** “Expansion (ABBR)”, as `expand()` writes it, the abbreviation unbroken at its hyphen. */
export function SpeltOut({ abbreviation }: { abbreviation: Abbreviation }) {
  return (
    <>
      {abbreviations[abbreviation]} (
      <span className="whitespace-nowrap">{abbreviation}</span>)
    </>
  );
}
